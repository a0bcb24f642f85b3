import { fireEvent, screen, waitFor } from '@testing-library/react';
import { type DataProvider, Notification, TextInput, useRefresh } from 'react-admin';
import { Route } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AdminFormPage } from '../../../resources/shared/AdminFormPage';
import { signedInAs } from '../helpers/authProvider';
import { renderPageAt } from '../helpers/renderPage';

interface Group {
  id: number;
  courseName: string;
}

describe('an administrators’ form', () => {
  it('names the record it saved, not a bare «Elemento actualizado»', async () => {
    const update = vi.fn(async (_resource: string, { data }: { data: Group }) => ({ data }));
    const dataProvider = {
      getOne: async () => ({ data: { id: 4, courseName: 'Inglés B1' } }),
      update,
    } as unknown as DataProvider;
    renderPageAt(
      '/Grupos/form/4',
      '/Grupos/form/:id',
      <AdminFormPage<Group>
        resource="groups"
        listPath="/Grupos"
        formPath="/Grupos/form"
        nameOf={(group) => group.courseName}
      >
        <TextInput source="courseName" />
      </AdminFormPage>,
      {
        dataProvider,
        authProvider: signedInAs(['System_Admin']),
        routes: <Route path="/Grupos" element={<p>lista</p>} />,
        beside: <Notification />,
      },
    );
    const name = await screen.findByDisplayValue('Inglés B1');
    fireEvent.change(name, { target: { value: 'Inglés B2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Se guardó «Inglés B2»')).toBeVisible();
    expect(screen.queryByText('Elemento actualizado')).toBeNull();
    expect(await screen.findByText('lista')).toBeVisible();
  });

  it('keeps what the user typed when the record is read again, and takes the rest of it', async () => {
    let reads = 0;
    const getOne = vi.fn(async () => {
      reads++;
      return { data: { id: 4, courseName: 'Inglés B1', room: `Aula ${reads}` } };
    });
    function ReadAgain() {
      const refresh = useRefresh();
      return (
        <button type="button" onClick={refresh}>
          leer de nuevo
        </button>
      );
    }
    renderPageAt(
      '/Grupos/form/4',
      '/Grupos/form/:id',
      <AdminFormPage<Group> resource="groups" listPath="/Grupos" formPath="/Grupos/form">
        <TextInput source="courseName" />
        <TextInput source="room" />
        <ReadAgain />
      </AdminFormPage>,
      {
        dataProvider: { getOne } as unknown as DataProvider,
        authProvider: signedInAs(['System_Admin']),
      },
    );
    fireEvent.change(await screen.findByDisplayValue('Inglés B1'), {
      target: { value: 'Inglés B2' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'leer de nuevo' }));
    expect(await screen.findByDisplayValue('Aula 2')).toBeVisible();
    await waitFor(() => expect(getOne).toHaveBeenCalledTimes(2));
    expect(screen.getByDisplayValue('Inglés B2')).toBeVisible();
  });
});
