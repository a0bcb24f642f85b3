import { render, screen, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, type DataProvider, ListBase, memoryStore, TextField } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListRecords } from '../../../resources/shared/AdminListPage';
import { raSpanishMessages } from '../../../src/i18n/raSpanish';

interface Contact {
  id: number;
  name: string;
  email: string;
}

const contacts: Contact[] = [
  { id: 1, name: 'Recursos Humanos', email: 'rrhh@portal.example.com' },
  { id: 2, name: 'Soporte TI', email: 'soporte.ti@portal.example.com' },
];

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

function setup() {
  const dataProvider = {
    getList: async () => ({ data: contacts, total: contacts.length }),
  } as unknown as DataProvider;
  render(
    <MemoryRouter>
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={polyglotI18nProvider(() => raSpanishMessages, 'es')}
        store={memoryStore()}
      >
        <ListBase<Contact> resource="contacts" disableSyncWithLocation>
          <ListRecords<Contact>
            phone={{ primaryText: (contact) => contact.name }}
            actions={(contact) => <button type="button">Editar {contact.name}</button>}
          >
            <TextField source="name" />
            <TextField source="email" />
          </ListRecords>
        </ListBase>
      </AdminContext>
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ListRecords', () => {
  it('shows each record as a line with its buttons on a phone', async () => {
    screenIs(true);
    setup();
    const line = (await screen.findByText('Soporte TI')).closest('li')!;
    expect(within(line).getByRole('button', { name: 'Editar Soporte TI' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a grid elsewhere, its buttons in a column pinned to the right edge', async () => {
    screenIs(false);
    setup();
    const row = (await screen.findByText('Soporte TI')).closest('tr')!;
    const button = within(row).getByRole('button', { name: 'Editar Soporte TI' });
    expect(button.closest('td')).toHaveClass('row-actions');
    expect(screen.getByRole('table')).toBeInTheDocument();
  });
});
