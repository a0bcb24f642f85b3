import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { type DataProvider, TextInput } from 'react-admin';
import { Link, Route, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminFormPage } from '../../../resources/shared/AdminFormPage';
import { ContractForm } from '../../../resources/shared/ContractForm';
import { LeaveWarning } from '../../../resources/shared/LeaveWarning';
import { signedInAs } from '../helpers/authProvider';
import { closingAsks } from '../helpers/leaving';
import { renderInDataRouterAt } from '../helpers/renderPage';

const QUESTION = 'Algunos de sus cambios no se guardaron. ¿Está seguro de que desea descartarlos?';

const setting = {
  dataProvider: {} as DataProvider,
  authProvider: signedInAs(['System_Admin']),
  routes: <Route path="/otra" element={<p>otra página</p>} />,
};

/** A form kept in the page's state, as the certificate and self-managed appointment forms are. */
function StateForm() {
  const [reason, setReason] = useState('');
  return (
    <form>
      <LeaveWarning dirty={reason !== ''} />
      <input aria-label="motivo" value={reason} onChange={(e) => setReason(e.target.value)} />
      <Link to="/otra">salir</Link>
    </form>
  );
}

/** A form whose save, once answered, opens another page. */
function SavingForm() {
  const navigate = useNavigate();
  const save = async () => {
    await new Promise((resolve) => setTimeout(resolve, 10));
    navigate('/otra');
  };
  return (
    <ContractForm onSubmit={save}>
      <TextInput source="comment" />
      <button type="submit">Enviar</button>
    </ContractForm>
  );
}

/** Types into the form, then follows the portal link: the question is asked, and «no» stays. */
async function leavingAsks(field: HTMLElement) {
  const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
  expect(closingAsks()).toBe(false);
  fireEvent.change(field, { target: { value: 'Algo escrito' } });
  await vi.waitFor(() => expect(closingAsks()).toBe(true));
  fireEvent.click(screen.getByRole('link', { name: 'salir' }));
  await vi.waitFor(() => expect(confirm).toHaveBeenCalledWith(QUESTION));
  expect(screen.queryByText('otra página')).toBeNull();
  expect(field).toHaveValue('Algo escrito');
  confirm.mockReturnValue(true);
  fireEvent.click(screen.getByRole('link', { name: 'salir' }));
  expect(await screen.findByText('otra página')).toBeVisible();
  expect(closingAsks()).toBe(false);
}

afterEach(() => vi.restoreAllMocks());

describe('a form with typed data not yet saved', () => {
  it('asks before leaving an administrators’ form', async () => {
    renderInDataRouterAt(
      '/Grupos/form',
      '/Grupos/form',
      <>
        <Link to="/otra">salir</Link>
        <AdminFormPage resource="groups" listPath="/Grupos">
          <TextInput source="courseName" />
        </AdminFormPage>
      </>,
      setting,
    );
    await leavingAsks(await screen.findByRole('textbox'));
  });

  it('asks before leaving an employee’s form (ContractForm: kudos, referral, personal day…)', async () => {
    renderInDataRouterAt(
      '/Kudos',
      '/Kudos',
      <ContractForm onSubmit={() => undefined}>
        <TextInput source="message" />
        <Link to="/otra">salir</Link>
      </ContractForm>,
      setting,
    );
    await leavingAsks(await screen.findByRole('textbox'));
  });

  it('does not ask when the form leaves once it has saved (a personal day, sent, opens the list)', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderInDataRouterAt('/Dias', '/Dias', <SavingForm />, setting);
    fireEvent.change(await screen.findByRole('textbox'), { target: { value: 'Algo escrito' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('otra página')).toBeVisible();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks before leaving a form kept in the page’s state', async () => {
    renderInDataRouterAt('/Constancias', '/Constancias', <StateForm />, setting);
    await leavingAsks(screen.getByRole('textbox', { name: 'motivo' }));
  });
});
