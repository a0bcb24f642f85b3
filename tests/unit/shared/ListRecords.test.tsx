import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, type DataProvider, ListBase, memoryStore, TextField } from 'react-admin';
import { MemoryRouter, useLocation } from 'react-router-dom';
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

/** Where the portal is: what opening a record changed. */
function Location() {
  return <p data-testid="location">{useLocation().pathname}</p>;
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
            open={(contact) => `/Contact/ContactForm/${contact.id}`}
            actions={(contact) => <button type="button">Editar {contact.name}</button>}
          >
            <TextField source="name" />
            <TextField source="email" />
          </ListRecords>
        </ListBase>
        <Location />
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

  it('opens a record on its row’s click, not on its buttons’', async () => {
    screenIs(false);
    setup();
    const user = userEvent.setup();
    const row = (await screen.findByText('Soporte TI')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Editar Soporte TI' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    await user.click(within(row).getByText('soporte.ti@portal.example.com'));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/Contact/ContactForm/2'),
    );
  });

  it('makes each line on a phone a link to its record, its buttons beside it', async () => {
    screenIs(true);
    setup();
    const link = await screen.findByRole('link', { name: 'Soporte TI' });
    expect(link).toHaveAttribute('href', '/Contact/ContactForm/2');
    expect(within(link).queryByRole('button')).not.toBeInTheDocument();
  });
});
