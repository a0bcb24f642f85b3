import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, type DataProvider, memoryStore, Notification } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { DeleteButton } from '../../../resources/shared/DeleteButton';
import { componentMessages } from '../../../resources/shared/messages';
import { raSpanishMessages } from '../../../src/i18n/raSpanish';

const messages = {
  ...raSpanishMessages,
  ...componentMessages.es,
  test: {
    delete: 'Eliminar «%{name}»',
    question: '¿Eliminar «%{name}»? Esta acción no se puede deshacer.',
    deleted: 'Enlace eliminado',
  },
};
const record = { id: 7, name: 'Nómina' };

function setup() {
  const remove = vi.fn(async () => ({ data: record }));
  const dataProvider = { delete: remove } as unknown as DataProvider;
  render(
    <MemoryRouter>
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={polyglotI18nProvider(() => messages, 'es')}
        store={memoryStore()}
      >
        <DeleteButton
          resource="home-menu-items"
          record={record}
          label="test.delete"
          confirmContent="test.question"
          translateOptions={{ name: record.name }}
          successMessage="test.deleted"
        />
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return { remove, user: userEvent.setup() };
}

describe('DeleteButton (confirmation)', () => {
  it('asks in the Confirmación dialog and deletes nothing on No', async () => {
    const { remove, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Eliminar «Nómina»' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirmación' });
    expect(dialog).toHaveAccessibleDescription(
      '¿Eliminar «Nómina»? Esta acción no se puede deshacer.',
    );
    await user.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(remove).not.toHaveBeenCalled();
  });

  it('deletes the record on Sí and says so', async () => {
    const { remove, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Eliminar «Nómina»' }));
    await user.click(screen.getByRole('button', { name: 'Sí' }));
    await waitFor(() =>
      expect(remove).toHaveBeenCalledWith(
        'home-menu-items',
        expect.objectContaining({ id: 7, previousData: record }),
      ),
    );
    expect(await screen.findByText('Enlace eliminado')).toBeInTheDocument();
  });
});
