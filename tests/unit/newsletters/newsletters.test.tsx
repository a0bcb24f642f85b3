import '../setup/translatedYup';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, type DataProvider, memoryStore, usePermissions } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { addDays, calendarDay } from '../../../contracts/calendar';
import { type Newsletter, newsletterStatus } from '../../../contracts/newsletters/newsletters';
import { newsletterResolver } from '../../../resources/newsletters/newsletters/NewsletterInputs';
import { spanish } from '../helpers/portalMessages';
import { NewslettersSection } from '../../../src/modules/newsletters/NewslettersSection';
import { formatDay } from '../../../resources/shared/dates';
import { expectErrorMessages } from '../helpers/formErrors';
import { signedInAs } from '../helpers/authProvider';

describe('the publication window', () => {
  it('counts days in the company’s time zone (Costa Rica, UTC−6)', () => {
    expect(calendarDay(new Date('2026-01-01T03:00:00Z'))).toBe('2025-12-31');
    expect(calendarDay(new Date('2026-01-01T07:00:00Z'))).toBe('2026-01-01');
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
  });

  it('is draft, scheduled, current or expired, both ends inclusive', () => {
    const window = { startDate: '2026-03-01', endDate: '2026-03-10' };
    expect(newsletterStatus({ ...window, published: false }, '2026-03-05')).toBe('draft');
    expect(newsletterStatus({ ...window, published: true }, '2026-02-28')).toBe('scheduled');
    expect(newsletterStatus({ ...window, published: true }, '2026-03-01')).toBe('current');
    expect(newsletterStatus({ ...window, published: true }, '2026-03-10')).toBe('current');
    expect(newsletterStatus({ ...window, published: true }, '2026-03-11')).toBe('expired');
  });

  it('shows a day in words without shifting it by the browser’s time zone', () => {
    expect(formatDay('2026-03-01', 'es')).toBe('1 de marzo de 2026');
    expect(formatDay('2026-03-01', 'en')).toBe('March 1, 2026');
  });
});

describe('the newsletter form’s validation (the service’s yup contract)', () => {
  const values = {
    title: 'Semana del Bienestar',
    summary: 'Pausas activas y tamizajes para todos los turnos.',
    body: '<p>Agenda</p>',
    startDate: '2026-03-10',
    endDate: '2026-03-01',
    published: true,
  };
  const resolve = (overrides: Record<string, unknown>) =>
    newsletterResolver({ ...values, ...overrides }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });

  it('explains an end date before the start date with a translated message', async () => {
    const { errors } = await resolve({});
    expect(errors.endDate?.message).toBe('newsletters.validation.endBeforeStart');
  });

  it('uses react-admin’s messages for the rules yup knows, and its own for the others', async () => {
    const { errors } = await resolve({
      title: '',
      body: '<p> </p>',
      startDate: '2026-02-30',
      endDate: '2026-03-20',
    });
    expectErrorMessages(errors, {
      title: 'ra.validation.required',
      body: 'newsletters.validation.bodyEmpty',
      startDate: 'newsletters.validation.date',
      endDate: undefined,
    });
  });

  it('accepts a valid newsletter', async () => {
    const { errors } = await resolve({ endDate: '2026-03-10' });
    expect(errors).toEqual({});
  });
});

describe('NewslettersSection of /Inicio', () => {
  const today = calendarDay();
  const current: Newsletter = {
    id: 3,
    title: 'Semana del Bienestar',
    summary: 'Pausas activas y tamizajes para todos los turnos.',
    body: '<h2>Agenda</h2><p>Lunes: pausas activas</p><img src="x" onerror="alert(1)">',
    coverFileId: null,
    coverUrl: null,
    startDate: today,
    endDate: addDays(today, 5),
    published: true,
    status: 'current',
    createdAt: '',
    createdBy: null,
    updatedAt: '',
    updatedBy: null,
  };

  /** Says when the signed-in user's roles are known: the section has decided by then. */
  function RolesKnown() {
    const { isPending } = usePermissions();
    return isPending ? null : <p>roles known</p>;
  }

  function renderSection(roles: string[]) {
    const dataProvider = {
      getList: vi.fn(async () => ({ data: [current], total: 1 })),
      getOne: vi.fn(async () => ({ data: current })),
    } as unknown as DataProvider;
    const authProvider = signedInAs(roles);
    const i18nProvider = polyglotI18nProvider(() => spanish, 'es');
    const view = render(
      <MemoryRouter>
        <AdminContext
          dataProvider={dataProvider}
          authProvider={authProvider}
          i18nProvider={i18nProvider}
          store={memoryStore()}
        >
          <section aria-label="boletines">
            <NewslettersSection />
          </section>
          <RolesKnown />
        </AdminContext>
      </MemoryRouter>,
    );
    return { ...view, dataProvider };
  }

  it('renders nothing, and asks nothing, for a user without a newsletter role', async () => {
    const { dataProvider } = renderSection(['Benefits_User']);
    await screen.findByText('roles known');
    expect(screen.getByRole('region', { name: 'boletines' })).toBeEmptyDOMElement();
    expect(dataProvider.getList).not.toHaveBeenCalled();
  });

  it('lists the current newsletters, and one opens in the reader, sanitised', async () => {
    const { dataProvider } = renderSection(['Newsletters_User']);
    const section = await screen.findByRole('region', { name: 'Boletines' });
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'newsletters',
      expect.objectContaining({ filter: { current: true } }),
    );
    await userEvent.click(
      await within(section).findByRole('button', { name: 'Leer «Semana del Bienestar»' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Semana del Bienestar' });
    await waitFor(() =>
      expect(within(dialog).getByRole('heading', { name: 'Agenda' })).toBeInTheDocument(),
    );
    expect(dialog.querySelector('[onerror]')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
