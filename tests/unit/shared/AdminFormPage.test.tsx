import { fireEvent, screen } from '@testing-library/react';
import { type DataProvider, Notification, TextInput } from 'react-admin';
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
});
