import { fireEvent, screen } from '@testing-library/react';
import { type DataProvider, Notification } from 'react-admin';
import { Route } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { EmployeeSearchResult } from '../../../contracts/permissions/permissions';
import { RoleUserCreate } from '../../../resources/permissions/role-users/RoleUserCreate';
import { signedInAs } from '../helpers/authProvider';
import { renderPageAt } from '../helpers/renderPage';

/** Two namesakes, as the employee search finds them (the record id is the badge). */
const namesakes: (Omit<EmployeeSearchResult, 'id'> & { id: string })[] = [
  {
    id: '100003',
    badge: '100003',
    username: 'nquesada',
    fullName: 'Natalia Quesada',
    email: 'natalia.quesada@empresa.cr',
  },
  {
    id: '100009',
    badge: '100009',
    username: 'nquesadam',
    fullName: 'Natalia Quesada',
    email: 'natalia.quesada.mora@empresa.cr',
  },
];

const role = { id: 'Benefits_User', code: 'Benefits_User', name: 'Benefits User', roleId: 7 };

describe('adding an employee to a role', () => {
  it('tells namesakes apart by account and e-mail, and the notice says who joined which role', async () => {
    const create = vi.fn(async () => ({ data: { id: 1 } }));
    const dataProvider = {
      getOne: async () => ({ data: role }),
      getList: async () => ({ data: namesakes, total: namesakes.length }),
      getMany: async (_resource: string, { ids }: { ids: unknown[] }) => ({
        data: namesakes.filter((employee) => ids.map(String).includes(String(employee.id))),
      }),
      create,
    } as unknown as DataProvider;
    renderPageAt(
      '/permissions/users/form/Benefits_User',
      '/permissions/users/form/:code',
      <RoleUserCreate />,
      {
        dataProvider,
        authProvider: signedInAs(['System_Admin']),
        routes: <Route path="/permissions/users/:code" element={<p>lista</p>} />,
        beside: <Notification />,
      },
    );
    const picker = await screen.findByRole('combobox');
    fireEvent.change(picker, { target: { value: 'Natalia' } });
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(2);
    expect(options[0]).toHaveTextContent('nquesada · natalia.quesada@empresa.cr');
    expect(options[1]).toHaveTextContent('nquesadam · natalia.quesada.mora@empresa.cr');
    fireEvent.click(options[1]!);
    fireEvent.click(screen.getByRole('button', { name: 'Agregar usuario' }));
    expect(
      await screen.findByText(
        'Se agregó a Natalia Quesada (100009) al rol «Usuario de Beneficios»',
      ),
    ).toBeVisible();
    expect(create).toHaveBeenCalledWith(
      'role-users',
      expect.objectContaining({ data: { roleCode: 'Benefits_User', badge: '100009' } }),
    );
    expect(await screen.findByText('lista')).toBeVisible();
  });
});
