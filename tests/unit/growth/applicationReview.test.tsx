import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, type DataProvider, memoryStore } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Application, ApplicationStatus } from '../../../contracts/growth/growth';
import { ApplicationShow } from '../../../resources/growth/growth-applications/ApplicationShow';
import { catalogue } from '../../../src/i18n';
import { modules } from '../../../src/modules';

const spanish = await catalogue('es', modules);

const applicationIn = (status: ApplicationStatus): Application => ({
  id: 5,
  openingId: 2,
  job: 'Analista de calidad',
  area: 'Calidad',
  location: 'San José',
  employee: { badge: '100001', fullName: 'Esteban Vargas Rojas' },
  email: 'employee@portal.example.com',
  phone: '8300-7919',
  workSchedule: 'Lunes a viernes',
  startTime: '08:00',
  endTime: '17:00',
  resumeName: 'cv.pdf',
  resumeUrl: '/api/growth/api/Application/5/Resume',
  status,
  note: '',
  createdAt: '2026-11-20T15:00:00.000Z',
  statusChangedAt: '2026-11-20T15:00:00.000Z',
  history: [
    {
      from: null,
      to: 'submitted',
      note: '',
      changedBy: 'Esteban Vargas Rojas',
      changedAt: '2026-11-20T15:00:00.000Z',
    },
  ],
});

/** The application in `status`; every move sent is recorded and answered with the moved record. */
function renderReview(status: ApplicationStatus) {
  const moves: unknown[] = [];
  let current = applicationIn(status);
  const dataProvider = {
    getOne: async () => ({ data: current }),
    update: async (_resource: string, { data }: { data: { status: ApplicationStatus } }) => {
      moves.push(data);
      current = { ...current, status: data.status };
      return { data: current };
    },
  } as unknown as DataProvider;
  render(
    <MemoryRouter initialEntries={['/growth/applications/5']}>
      <AdminContext
        dataProvider={dataProvider}
        i18nProvider={polyglotI18nProvider(() => spanish, 'es')}
        store={memoryStore()}
      >
        <Routes>
          <Route path="/growth/applications/:id" element={<ApplicationShow />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
  return moves;
}

describe('an owner’s review of an application', () => {
  it('offers only the workflow’s next statuses and moves to a non-final one at once, with the note', async () => {
    const moves = renderReview('submitted');
    await screen.findByRole('button', { name: 'Mover a «En revisión»' });
    expect(screen.getAllByRole('button', { name: /^Mover a/ }).map((b) => b.textContent)).toEqual([
      'Mover a «En revisión»',
      'Mover a «No seleccionada»',
    ]);
    fireEvent.change(screen.getByLabelText('Nota para el postulante'), {
      target: { value: 'Revisamos su CV.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Mover a «En revisión»' }));
    await waitFor(() =>
      expect(moves).toEqual([{ status: 'in_review', note: 'Revisamos su CV.', from: 'submitted' }]),
    );
  });

  it('asks before a final status, and moves nothing on No', async () => {
    const moves = renderReview('interview');
    fireEvent.click(await screen.findByRole('button', { name: 'Mover a «Seleccionada»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmación' });
    expect(dialog).toHaveTextContent(
      '¿Mover la postulación de Esteban Vargas Rojas a «Seleccionada»? Es una decisión final',
    );
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(moves).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Mover a «Seleccionada»' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sí' }));
    await waitFor(() =>
      expect(moves).toEqual([{ status: 'selected', note: '', from: 'interview' }]),
    );
  });

  it('says a final decision has no more moves', async () => {
    renderReview('not_selected');
    expect(await screen.findByText('Esta postulación ya tiene una decisión final.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Mover a/ })).toBeNull();
  });
});
