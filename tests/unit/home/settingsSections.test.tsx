import '../setup/translatedYup';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ReactNode } from 'react';
import { AdminContext, type DataProvider, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { catalogue, ownersOf, usersOf } from '../../../contracts/catalogue';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  calendarActivityFields,
  type Cta,
  ctaContentSchema,
  type HomeMenuItem,
  homeMenuFields,
  isPortalLink,
  parseVideoUrl,
  videoEmbedUrl,
} from '../../../contracts/home/settings';
import { toCtaRecord } from '../../../dataProviders/home/settings';
import { contractResolver } from '../../../resources/shared/contractResolver';
import { SETTINGS_MESSAGES } from '../../../resources/home/shared/homeSettings';
import { spanish } from '../helpers/portalMessages';
import { AssistantSection } from '../../../src/modules/home/sections/AssistantSection';
import { BannerCarousel } from '../../../src/modules/home/sections/BannerCarousel';
import { ContactsSection } from '../../../src/modules/home/sections/ContactsSection';
import { HomeVideoSection } from '../../../src/modules/home/sections/HomeVideoSection';
import { QuickLinksSection } from '../../../src/modules/home/sections/QuickLinksSection';
import { signedInAs } from '../helpers/authProvider';

const cta = (overrides: Partial<Cta>): Cta => ({
  id: 1,
  key: 'Banner',
  type: 'link',
  sourceURL: null,
  imageURL: '/api/main/files/x',
  title: null,
  description: null,
  name: null,
  role: null,
  email: null,
  phone: null,
  order: 1,
  active: true,
  updatedAt: '',
  ...overrides,
});

function renderWith(
  ui: ReactNode,
  lists: Record<string, unknown[]>,
  ones: Record<string, unknown> = {},
  /** The signed-in user's roles (every module's user and owner roles by default). */
  roles: readonly string[] = [...usersOf('benefits'), ...ownersOf('sales')],
) {
  const dataProvider = {
    getList: vi.fn(async (resource: string) => {
      const data = lists[resource] ?? [];
      return { data, total: data.length };
    }),
    getOne: vi.fn(async (resource: string, { id }: { id: string }) => {
      const record = ones[`${resource}/${id}`];
      if (!record) throw new Error('not found');
      return { data: record };
    }),
  } as unknown as DataProvider;
  const i18nProvider = polyglotI18nProvider(() => spanish, 'es');
  const view = render(
    <MemoryRouter>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={signedInAs(roles)}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        {ui}
      </AdminContext>
    </MemoryRouter>,
  );
  return { ...view, dataProvider };
}

afterEach(() => vi.useRealTimers());

describe('links and videos the settings accept', () => {
  it('takes portal paths and https URLs only', () => {
    expect(isPortalLink('/Benefits/Home')).toBe(true);
    expect(isPortalLink('https://campus.portal.example.com/x?y=1')).toBe(true);
    for (const bad of ['http://x.com', 'javascript:alert(1)', '//evil.com', 'Benefits', '/a b'])
      expect(isPortalLink(bad), bad).toBe(false);
  });

  it('recognises YouTube, Vimeo and mp4, and embeds them without tracking', () => {
    const youtube = parseVideoUrl('https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=3');
    expect(youtube).toEqual({ kind: 'youtube', id: 'aqz-KE-bpKQ' });
    expect(parseVideoUrl('https://youtu.be/aqz-KE-bpKQ')).toEqual(youtube);
    expect(videoEmbedUrl(youtube!)).toBe(
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0',
    );
    const vimeo = parseVideoUrl('https://vimeo.com/76979871');
    expect(videoEmbedUrl(vimeo!)).toBe('https://player.vimeo.com/video/76979871?dnt=1');
    expect(parseVideoUrl('https://cdn.example.com/a.MP4')).toMatchObject({ kind: 'mp4' });
    expect(parseVideoUrl('http://youtu.be/aqz-KE-bpKQ')).toBeNull();
    expect(parseVideoUrl('https://example.com/watch?v=aqz-KE-bpKQ')).toBeNull();
  });
});

describe('form validation with the contracts (translated messages)', () => {
  const resolve = (schema: Parameters<typeof contractResolver>[0], values: object) =>
    contractResolver(schema, { messages: SETTINGS_MESSAGES })(values, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });

  it('names a bad link with the portal’s own message', async () => {
    const { errors } = await resolve(homeMenuFields, { name: 'X', url: 'http://x.com' });
    expect(errors.url?.message).toBe('homeSettings.validation.portalLink');
    expect(errors.name?.message).toMatchObject({ message: 'ra.validation.minLength' });
  });

  it('refuses an activity that ends before it starts', async () => {
    const { errors } = await resolve(calendarActivityFields, {
      applicationId: 1,
      title: 'Feria',
      startsAt: '2026-05-04T15:00:00.000Z',
      endsAt: '2026-05-04T14:00:00.000Z',
    });
    expect(errors.endsAt?.message).toBe('homeSettings.validation.endsAfterStart');
  });

  it('needs a contact’s name and email, and checks the phone', async () => {
    const { errors } = await resolve(ctaContentSchema('Contact', 'create'), { phone: 'llamar' });
    expect(Object.keys(errors).sort()).toEqual(['email', 'name', 'phone']);
    expect(errors.phone?.message).toBe('homeSettings.validation.phone');
  });
});

describe('BannerCarousel', () => {
  const banners = [
    cta({ id: 1, title: 'Semana del Bienestar', sourceURL: '/newsletters/home', order: 1 }),
    cta({ id: 2, title: 'Trae a un amigo', order: 2 }),
    cta({ id: 3, title: 'Descuentos', order: 3 }),
  ].map(toCtaRecord);

  it('shows one banner at a time with its alt text, and moves with the buttons and dots', async () => {
    renderWith(<BannerCarousel />, { banners });
    const first = await screen.findByRole('img', { name: 'Semana del Bienestar' });
    expect(first.closest('a')).toHaveAttribute('href', '/newsletters/home');
    expect(screen.getByRole('group', { name: '1 de 3' })).toBeVisible();
    expect(screen.queryByRole('group', { name: '2 de 3' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Banner siguiente' }));
    expect(screen.getByRole('group', { name: '2 de 3' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Banner anterior' }));
    await userEvent.click(screen.getByRole('button', { name: 'Banner anterior' }));
    expect(screen.getByRole('group', { name: '3 de 3' })).toBeVisible();
    const dot = screen.getByRole('button', { name: 'Mostrar el banner 2: Trae a un amigo' });
    await userEvent.click(dot);
    expect(dot).toHaveAttribute('aria-current', 'true');
  });

  it('advances by itself, but not while hovered or paused', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWith(<BannerCarousel interval={1000} />, { banners });
    await screen.findByRole('group', { name: '1 de 3' });
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.getByRole('group', { name: '2 de 3' })).toBeVisible();
    const carousel = screen.getByRole('group', { name: 'Banners' });
    fireEvent.mouseEnter(within(carousel).getByRole('group', { name: '2 de 3' }));
    act(() => void vi.advanceTimersByTime(3000));
    expect(screen.getByRole('group', { name: '2 de 3' })).toBeVisible();
    fireEvent.mouseLeave(within(carousel).getByRole('group', { name: '2 de 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pausar los banners' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Reanudar los banners' }));
    act(() => void vi.advanceTimersByTime(3000));
    expect(screen.getByRole('group', { name: '2 de 3' })).toBeVisible();
  });

  it('says so when there is no banner', async () => {
    renderWith(<BannerCarousel />, { banners: [] });
    expect(await screen.findByText('No hay novedades por ahora.')).toBeInTheDocument();
  });
});

describe('QuickLinksSection', () => {
  const link = (overrides: Partial<HomeMenuItem>): HomeMenuItem => ({
    id: 1,
    name: 'Beneficios',
    url: '/Benefits/Home',
    icon: 'benefits',
    order: 1,
    newTab: false,
    active: true,
    updatedAt: '',
    ...overrides,
  });

  it('lists the links in their order; a new-tab one has rel=noopener and says so', async () => {
    renderWith(<QuickLinksSection />, {
      'home-menu-items': [
        link({ id: 1 }),
        link({
          id: 2,
          name: 'Mesa de ayuda TI',
          url: 'https://soporte.example.com/',
          newTab: true,
        }),
      ],
    });
    const links = await screen.findAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      'Beneficios',
      'Mesa de ayuda TI(se abre en una pestaña nueva)',
    ]);
    expect(links[0]).toHaveAttribute('href', '/Benefits/Home');
    expect(links[0]).not.toHaveAttribute('target');
    expect(links[1]).toHaveAttribute('target', '_blank');
    expect(links[1]).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('QuickLinksSection and the user’s roles', () => {
  it('does not offer a portal page the user may not open; other links stay', async () => {
    const links = [
      { id: 1, name: 'Beneficios', url: '/Benefits/Home' },
      { id: 2, name: 'Campañas', url: '/Ventas/Campaign' },
      { id: 3, name: 'Mesa de ayuda TI', url: 'https://soporte.example.com/' },
    ].map((overrides, index) => ({
      icon: 'benefits',
      order: index + 1,
      newTab: false,
      active: true,
      updatedAt: '',
      ...overrides,
    }));
    renderWith(<QuickLinksSection />, { 'home-menu-items': links }, {}, [catalogue.benefits.user]);
    await screen.findByRole('link', { name: 'Beneficios' });
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Beneficios',
      'Mesa de ayuda TI',
    ]);
  });
});

describe('HomeVideoSection', () => {
  const setting = (sourceURL: string) => ({
    'cta-settings/Video': {
      ...toCtaRecord(cta({ key: 'Video', sourceURL, title: 'Bienvenida' })),
      id: 'Video',
      ctaId: 3,
    },
  });

  it('embeds YouTube through youtube-nocookie, without autoplay', async () => {
    const { container } = renderWith(
      <HomeVideoSection />,
      {},
      setting('https://youtu.be/aqz-KE-bpKQ'),
    );
    const frame = await waitFor(() => {
      const found = container.querySelector('iframe');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(frame.src).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0');
    expect(frame.src).not.toMatch(/autoplay/);
    expect(frame).toHaveAttribute('title', 'Bienvenida');
  });

  it('plays an mp4 in a video element with controls', async () => {
    const { container } = renderWith(
      <HomeVideoSection />,
      {},
      setting('https://cdn.example.com/bienvenida.mp4'),
    );
    await waitFor(() => expect(container.querySelector('video')).not.toBeNull());
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('controls');
    expect(video).not.toHaveAttribute('autoplay');
  });
});

describe('ContactsSection and AssistantSection', () => {
  it('lists contacts with mail and phone links', async () => {
    renderWith(<ContactsSection />, {
      contacts: [
        toCtaRecord(
          cta({ key: 'Contact', name: 'Nómina', email: 'nomina@x.com', phone: '+506 2205-1400' }),
        ),
      ],
    });
    const mail = await screen.findByRole('link', { name: 'Escribir a Nómina a nomina@x.com' });
    expect(mail).toHaveAttribute('href', 'mailto:nomina@x.com');
    expect(screen.getByRole('link', { name: 'Llamar a Nómina al +506 2205-1400' })).toHaveAttribute(
      'href',
      'tel:+50622051400',
    );
  });

  it('links out to the active assistants only', async () => {
    renderWith(
      <AssistantSection />,
      {},
      {
        'cta-settings/AskAlejandro': {
          ...toCtaRecord(
            cta({
              key: 'AskAlejandro',
              title: 'Pregúntale a Alejandro',
              sourceURL: 'https://t.example.com',
            }),
          ),
          id: 'AskAlejandro',
        },
        'cta-settings/ChatBot': {
          ...toCtaRecord(
            cta({
              key: 'ChatBot',
              title: 'Asistente',
              sourceURL: 'https://c.example.com',
              active: false,
            }),
          ),
          id: 'ChatBot',
        },
      },
    );
    const open = await screen.findByRole('link', { name: /Abrir Pregúntale a Alejandro/ });
    expect(open).toHaveAttribute('href', 'https://t.example.com');
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByText('Asistente')).toBeNull();
  });
});
