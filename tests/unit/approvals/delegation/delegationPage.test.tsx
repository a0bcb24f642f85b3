import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { Delegation, MyDelegations } from '../../../../contracts/approvalDelegations';
import { addDays, calendarDay } from '../../../../contracts/calendar';
import { DelegationPage } from '../../../../src/approvals/delegation/DelegationPage';
import { signedInAs } from '../../helpers/authProvider';
import { renderPageAt } from '../../helpers/renderPage';

const today = calendarDay();
const sofia = { badge: '100010', fullName: 'Sofía Jiménez Castro' };
const esteban = { badge: '100002', fullName: 'Esteban Vargas Rojas' };
const paula = { badge: '100009', fullName: 'Paula Madrigal Soto' };

const given: Delegation = {
  id: 7,
  approver: sofia,
  substitute: esteban,
  from: today,
  to: addDays(today, 4),
  reason: 'Vacaciones',
  createdBy: sofia,
  createdAt: '2026-11-20T15:00:00.000Z',
  endedAt: null,
  endedBy: null,
  active: true,
};
const set: Delegation = { ...given, id: 8, approver: paula, substitute: sofia, active: false };

function fakeProvider(mine: MyDelegations, everyone: Delegation[] = []) {
  return {
    getOne: vi.fn(async () => ({ data: { ...mine, id: 'mine' } })),
    getList: vi.fn(async () => ({ data: everyone, total: everyone.length })),
    getMany: vi.fn(async () => ({ data: [] })),
    create: vi.fn(async () => ({ data: given })),
    update: vi.fn(async () => ({ data: { ...given, active: false } })),
  } as unknown as DataProvider & {
    getList: ReturnType<typeof vi.fn>;
    update: ReturnType<typeof vi.fn>;
  };
}

const open = (dataProvider: DataProvider, roles: string[], identity = sofia) =>
  renderPageAt('/Aprobaciones/Delegacion', '/Aprobaciones/Delegacion', <DelegationPage />, {
    dataProvider,
    authProvider: signedInAs(roles, { id: identity.badge, fullName: identity.fullName }),
  });

describe('/Aprobaciones/Delegacion', () => {
  it('shows an approver their substitute and ends it early after asking', async () => {
    const provider = fakeProvider({ mayDelegate: true, delegations: [given] });
    open(provider, ['PD_User']);
    const mine = await screen.findByRole('region', { name: 'Mis delegaciones' });
    expect(
      await within(mine).findByText('Esteban Vargas Rojas sustituye a Sofía Jiménez Castro'),
    ).toBeInTheDocument();
    expect(within(mine).getByText('Vigente')).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: 'Nombrar a quien me sustituye' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nombrar sustituto' })).toBeInTheDocument();
    // Not an administrator: nobody else's.
    expect(screen.queryByRole('region', { name: 'Delegaciones de todas las personas' })).toBeNull();

    fireEvent.click(
      within(mine).getByRole('button', { name: 'Terminar la delegación a Esteban Vargas Rojas' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('¿Terminar ya la delegación a Esteban Vargas Rojas?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sí' }));
    await waitFor(() =>
      expect(provider.update).toHaveBeenCalledWith(
        'approval-delegations',
        expect.objectContaining({ id: 7 }),
      ),
    );
  });

  it('tells a substitute for whom they stand in, with nothing of their own to delegate', async () => {
    open(fakeProvider({ mayDelegate: false, delegations: [given] }), ['PD_User'], esteban);
    const mine = await screen.findByRole('region', { name: 'Mis delegaciones' });
    expect(
      await within(mine).findByText('Esteban Vargas Rojas sustituye a Sofía Jiménez Castro'),
    ).toBeInTheDocument();
    // Only the approver (or an administrator) ends it.
    expect(within(mine).queryByRole('button', { name: /^Terminar/ })).toBeNull();
    expect(await screen.findByText(/no tiene nada que delegar/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nombrar sustituto' })).toBeNull();
  });

  it('shows an administrator everyone’s and a form to name one for someone away', async () => {
    const provider = fakeProvider({ mayDelegate: true, delegations: [] }, [given, set]);
    open(provider, ['System_Admin'], paula);
    expect(
      await screen.findByText('No hay delegaciones vigentes ni programadas.'),
    ).toBeInTheDocument();
    const everyone = await screen.findByRole('region', {
      name: 'Delegaciones de todas las personas',
    });
    expect(
      await within(everyone).findByText('Sofía Jiménez Castro sustituye a Paula Madrigal Soto'),
    ).toBeInTheDocument();
    expect(within(everyone).getByText('Programada')).toBeInTheDocument();
    expect(within(everyone).getAllByRole('button', { name: /^Terminar/ })).toHaveLength(2);
    const away = screen.getByRole('region', { name: 'Nombrar sustituto para alguien ausente' });
    expect(within(away).getByRole('combobox', { name: /^Persona ausente/ })).toBeInTheDocument();
    expect(within(away).getByRole('combobox', { name: /^Persona sustituta/ })).toBeInTheDocument();
  });
});
