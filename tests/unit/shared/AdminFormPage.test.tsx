import { fireEvent, screen, waitFor } from '@testing-library/react';
import { type DataProvider, Notification, TextInput, useGetList } from 'react-admin';
import { Link, Route } from 'react-router-dom';
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

  it('opens its inputs once it has read the record itself, not on the list’s copy it shows first', async () => {
    let answerRead: (group: Group & { room: string }) => void = () => {};
    const dataProvider = {
      getList: async () => ({ data: [{ id: 4, courseName: 'Inglés B1' }], total: 1 }),
      getOne: () =>
        new Promise<{ data: Group & { room: string } }>((resolve) => {
          answerRead = (data) => resolve({ data });
        }),
    } as unknown as DataProvider;
    function GroupList() {
      const { data } = useGetList<Group>('groups');
      return data?.map((group) => (
        <Link key={group.id} to={`/Grupos/form/${group.id}`}>
          {group.courseName}
        </Link>
      ));
    }
    renderPageAt(
      '/Grupos',
      '/Grupos/form/:id',
      <AdminFormPage<Group & { room: string }>
        resource="groups"
        listPath="/Grupos"
        formPath="/Grupos/form"
      >
        <TextInput source="courseName" />
        <TextInput source="room" />
      </AdminFormPage>,
      {
        dataProvider,
        authProvider: signedInAs(['System_Admin']),
        routes: <Route path="/Grupos" element={<GroupList />} />,
      },
    );
    fireEvent.click(await screen.findByRole('link', { name: 'Inglés B1' }));
    // The list's copy is on screen while the page reads the record: nothing can be typed yet.
    const name = await screen.findByDisplayValue('Inglés B1');
    expect(name).toBeDisabled();
    answerRead({ id: 4, courseName: 'Inglés B1', room: 'Aula 7' });
    expect(await screen.findByDisplayValue('Aula 7')).toBeEnabled();
    await waitFor(() => expect(screen.getByDisplayValue('Inglés B1')).toBeEnabled());
    fireEvent.change(screen.getByDisplayValue('Inglés B1'), { target: { value: 'Inglés B2' } });
    expect(screen.getByDisplayValue('Inglés B2')).toBeEnabled();
  });
});
