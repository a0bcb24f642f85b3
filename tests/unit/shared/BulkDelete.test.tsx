import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import {
  AdminContext,
  type DataProvider,
  HttpError,
  type Identifier,
  ListBase,
  memoryStore,
  Notification,
  TextField,
} from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteEach } from '../../../dataProviders/deleteEach';
import { ListRecords } from '../../../resources/shared/AdminListPage';
import { BulkDeleteButton } from '../../../resources/shared/BulkDeleteButton';
import { componentMessages } from '../../../resources/shared/messages';
import { raSpanishMessages } from '../../../src/i18n/raSpanish';

interface Category {
  id: number;
  name: string;
}

const IN_USE = 'The category "Viajes" still has benefits: move or delete them first.';

/** The browser's answer to every media query: a phone's screen matches `down('sm')`. */
function screenIs(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone && query.includes('max-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  }));
}

/** Three categories; the service refuses to delete the one with benefits (409), like the real one. */
function setup() {
  let categories: Category[] = [
    { id: 1, name: 'Viajes' },
    { id: 2, name: 'Salud' },
    { id: 3, name: 'Hogar' },
  ];
  const remove = vi.fn(async (id: Identifier) => {
    if (id === 1) throw new HttpError(IN_USE, 409, { message: IN_USE });
    categories = categories.filter((category) => category.id !== id);
  });
  const dataProvider = {
    getList: vi.fn(async () => ({ data: categories, total: categories.length })),
    deleteMany: (_resource: string, { ids }: { ids: Identifier[] }) => deleteEach(ids, remove),
  } as unknown as DataProvider;
  render(
    <MemoryRouter>
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={polyglotI18nProvider(
          () => ({ ...raSpanishMessages, ...componentMessages.es }),
          'es',
        )}
        store={memoryStore()}
      >
        <ListBase<Category> resource="benefit-categories" disableSyncWithLocation>
          <ListRecords<Category>
            phone={{ primaryText: (category) => category.name }}
            bulkActions={<BulkDeleteButton<Category> nameOf={(category) => category.name} />}
          >
            <TextField source="name" />
          </ListRecords>
        </ListBase>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return { remove, dataProvider, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the bulk delete of an admin list', () => {
  it('names the selected records, deletes them after Sí, and says which stayed and why', async () => {
    screenIs(false);
    const { remove, dataProvider, user } = setup();
    // Each row's checkbox is named after its record.
    await user.click(await screen.findByRole('checkbox', { name: 'Seleccionar «Viajes»' }));
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar «Salud»' }));
    expect(screen.getByRole('table')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Eliminar seleccionados' }));

    const question = screen.getByRole('dialog', { name: 'Confirmación' });
    expect(question).toHaveAccessibleDescription(
      '¿Eliminar estos 2: «Viajes» y «Salud»? Esta acción no se puede deshacer.',
    );
    await user.click(within(question).getByRole('button', { name: 'Sí' }));

    const report = await screen.findByRole('dialog', { name: 'No se eliminó todo' });
    expect(report).toHaveAccessibleDescription('Se eliminaron 1 de 2. Estos siguen en la lista:');
    const stayed = within(report).getByRole('list', { name: 'No eliminados' });
    expect(
      within(stayed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`«Viajes»${IN_USE}`]);
    expect(remove.mock.calls.map(([id]) => id)).toEqual([1, 2]);
    // The list reads itself again: Salud is gone, Viajes and Hogar stay.
    await waitFor(() => expect(screen.queryByText('Salud')).not.toBeInTheDocument());
    expect(vi.mocked(dataProvider.getList).mock.calls.length).toBeGreaterThan(1);
    await user.click(within(report).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks nothing and deletes nothing on No', async () => {
    screenIs(false);
    const { remove, user } = setup();
    await user.click(
      within((await screen.findByText('Hogar')).closest('tr')!).getByRole('checkbox'),
    );
    await user.click(screen.getByRole('button', { name: 'Eliminar seleccionados' }));
    expect(screen.getByRole('dialog', { name: 'Confirmación' })).toHaveAccessibleDescription(
      '¿Eliminar «Hogar»? Esta acción no se puede deshacer.',
    );
    await user.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(remove).not.toHaveBeenCalled();
  });

  it('lets a phone select lines by their named checkboxes, or all of the page', async () => {
    screenIs(true);
    const { remove, user } = setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Seleccionar «Salud»' }));
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar «Hogar»' }));
    expect(
      screen.getByRole('checkbox', { name: 'Seleccionar todos los de esta página' }),
    ).toHaveAttribute('data-indeterminate', 'true');
    await user.click(screen.getByRole('button', { name: 'Eliminar seleccionados' }));
    await user.click(screen.getByRole('button', { name: 'Sí' }));
    expect(await screen.findByText('Se eliminaron 2 registros')).toBeInTheDocument();
    expect(remove.mock.calls.map(([id]) => id)).toEqual([2, 3]);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
