import { render, screen, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ReactNode } from 'react';
import { AdminContext, type DataProvider, memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { HomeMessage } from '../../../contracts/home/messages';
import { spanish } from '../helpers/portalMessages';
import { BirthdaysSection } from '../../../src/modules/home/sections/BirthdaysSection';
import { KudosWallSection } from '../../../src/modules/home/sections/KudosWallSection';
import { NewsSection } from '../../../src/modules/home/sections/NewsSection';
import { homeMessage } from './homeMessage';
import { signedInAs } from '../helpers/authProvider';

const base = homeMessage({
  id: 1,
  message: '<img src=x onerror="window.hacked=true"> ¡Gracias por todo!',
  recipients: [
    { badge: '100003', fullName: 'Natalia Quesada Brenes' },
    { badge: '200001', fullName: 'Ana Mora Soto' },
  ],
  publishFrom: '2025-05-02T15:00:00.000Z',
  createdAt: '2025-05-02T15:00:00.000Z',
  updatedAt: '2025-05-02T15:00:00.000Z',
});

function renderWith(records: Record<string, unknown[]>, ui: ReactNode, roles: string[] = []) {
  const dataProvider = {
    getList: vi.fn(async (resource: string) => ({
      data: records[resource] ?? [],
      total: (records[resource] ?? []).length,
    })),
  } as unknown as DataProvider;
  const i18nProvider = polyglotI18nProvider(() => spanish, 'es');
  return render(
    <AdminContext
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      store={memoryStore()}
      authProvider={signedInAs(roles)}
    >
      {ui}
    </AdminContext>,
  );
}

describe('KudosWallSection', () => {
  it('shows sender → recipients, the value, and the message as plain text', async () => {
    renderWith({ kudos: [base] }, <KudosWallSection />);
    const wall = await screen.findByRole('region', { name: 'Muro de kudos' });
    const item = await within(wall).findByRole('listitem');
    expect(item).toHaveTextContent(
      'Esteban Vargas Rojas para Natalia Quesada Brenes, Ana Mora Soto',
    );
    expect(item).toHaveTextContent('Trabajo en equipo');
    expect(within(item).getByText(/<img src=x onerror/)).toBeVisible();
    expect(item.querySelector('img')).toBeNull();
    expect(within(wall).getByRole('link', { name: 'Enviar kudos' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/Kudos\/Form$/),
    );
  });

  it('has an empty state', async () => {
    renderWith({ kudos: [] }, <KudosWallSection />);
    expect(await screen.findByText(/Todavía no hay kudos/)).toBeVisible();
  });
});

describe('NewsSection', () => {
  const news: HomeMessage = {
    ...base,
    type: 'news',
    category: null,
    message: null,
    title: 'Nueva cuenta bilingüe',
    image: '/api/main/files/3f2c1b4e-8d9a-4f6b-9c2d-1a2b3c4d5e6f',
    body: '<h2>Hola</h2><p>Texto</p><img src="x" onerror="window.hacked=true"><script>window.hacked=true</script>',
  };

  it('shows picture, title, date and the body through the sanitiser', async () => {
    renderWith({ news: [news] }, <NewsSection />);
    const section = await screen.findByRole('region', { name: 'Noticias' });
    const article = await within(section).findByRole('article');
    expect(within(article).getByRole('heading', { name: 'Nueva cuenta bilingüe' })).toBeVisible();
    expect(
      within(article).getByRole('img', { name: 'Imagen de «Nueva cuenta bilingüe»' }),
    ).toHaveAttribute('src', news.image);
    expect(article).toHaveTextContent('Publicado el 2 de mayo de 2025');
    expect(article.innerHTML).not.toMatch(/onerror|<script/);
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('offers the administration link to owners only', async () => {
    const { unmount } = renderWith({ news: [news] }, <NewsSection />, ['Home_Owner']);
    expect(await screen.findByRole('link', { name: 'Administrar noticias' })).toBeVisible();
    unmount();
    renderWith({ news: [news] }, <NewsSection />, ['Benefits_Owner']);
    await screen.findByRole('article');
    expect(screen.queryByRole('link', { name: 'Administrar noticias' })).toBeNull();
  });
});

describe('BirthdaysSection', () => {
  it('lists today’s birthdays first and highlighted, then the day and month', async () => {
    renderWith(
      {
        birthdays: [
          { id: '1', badge: '1', fullName: 'Ana Mora Soto', day: 9, month: 5, isToday: true },
          { id: '2', badge: '2', fullName: 'Luis Soto Rojas', day: 14, month: 5, isToday: false },
        ],
      },
      <BirthdaysSection />,
    );
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Ana Mora Soto');
    expect(items[0]).toHaveTextContent('¡Hoy!');
    expect(items[1]).toHaveTextContent('Luis Soto Rojas');
    expect(items[1]).toHaveTextContent('14 de mayo');
  });
});
