import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, type DataProvider, HttpError, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { ModuleWithRoles } from '../../../contracts/permissions/permissions';
import { ModuleEditDialog } from '../../../resources/permissions/modules/ModuleEditDialog';
import { componentMessages } from '../../../resources/shared/messages';
import { mergeMessages } from '../../../src/i18n/moduleMessages';
import { raSpanishMessages } from '../../../src/i18n/raSpanish';
import { es as permissions } from '../../../src/modules/permissions/i18n/es';

const benefits: ModuleWithRoles = {
  id: 5,
  code: 'BENEFITS',
  name: 'Benefits',
  active: true,
  roles: [],
};

describe('the module dialog', () => {
  it('shows the service’s refusal of a name in use on the name’s input, and stays open', async () => {
    const update = vi.fn(async () => {
      throw new HttpError('A module named "Payroll" already exists', 409, {
        message: 'A module named "Payroll" already exists',
        errors: { name: 'another module has this name' },
      });
    });
    const onClose = vi.fn();
    render(
      <MemoryRouter>
        <AdminContext
          dataProvider={{ update } as unknown as DataProvider}
          i18nProvider={polyglotI18nProvider(
            () => mergeMessages({ ...raSpanishMessages, ...componentMessages.es }, permissions),
            'es',
          )}
          store={memoryStore()}
        >
          <ModuleEditDialog module={benefits} onClose={onClose} />
        </AdminContext>
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    const name = screen.getByRole('textbox', { name: /Nombre/ });
    await user.clear(name);
    await user.type(name, 'Payroll');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('another module has this name'));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(update).toHaveBeenCalledWith(
      'modules',
      expect.objectContaining({ id: 5, data: { id: 5, name: 'Payroll', active: true } }),
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
