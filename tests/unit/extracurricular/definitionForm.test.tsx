import { fireEvent, screen, waitFor } from '@testing-library/react';
import { type DataProvider, HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import {
  DefinitionForm,
  definitionResolver,
} from '../../../resources/extracurricular/extracurricular-definitions/DefinitionScreens';
import { renderPageAt } from '../helpers/renderPage';
import { signedInAs } from '../helpers/authProvider';

const resolve = async (values: Record<string, unknown>) => {
  const { errors } = await definitionResolver(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [field, error?.message]),
  );
};

const definition = {
  courseId: 2,
  roomId: 3,
  instructorBadge: '',
  startDate: '2026-12-01',
  endDate: '2027-02-26',
  startTime: '17:00',
  endTime: '18:30',
  days: [1, 3],
  quota: 2,
  statusId: 2,
  active: true,
  viewQuota: true,
  mailInstructor: '',
  urlSession: '',
  description: '',
  filter: '',
  users: [],
  lobIds: [],
  positionIds: [],
};

describe('the course definition form (the contract’s rules, the portal’s words)', () => {
  it('takes a definition with nothing optional', async () => {
    expect(await resolve(definition)).toEqual({});
  });

  it('asks for the course, the room, the dates, the days, the times and the quota', async () => {
    const errors = await resolve({
      ...definition,
      courseId: '',
      roomId: '',
      startDate: '',
      days: [],
      startTime: '',
      quota: '',
    });
    expect(Object.keys(errors).sort()).toEqual(
      ['courseId', 'days', 'quota', 'roomId', 'startDate', 'startTime'].sort(),
    );
  });

  it('asks for a day when none is chosen, not for "an element"', async () => {
    expect(await resolve({ ...definition, days: [] })).toMatchObject({
      days: 'components.validation.minDays',
    });
  });

  it('words an end before the start, a bad email and address, and a quota over 500', async () => {
    expect(
      await resolve({
        ...definition,
        endDate: '2026-11-30',
        endTime: '16:00',
        mailInstructor: 'no es correo',
        urlSession: 'meet.test',
        quota: 501,
      }),
    ).toMatchObject({
      endDate: 'extracurricular.definitions.validation.endDateAfterStart',
      endTime: 'extracurricular.definitions.validation.endAfterStart',
      mailInstructor: 'extracurricular.definitions.validation.email',
      urlSession: 'extracurricular.definitions.validation.url',
      // yup's own rule, as the portal words it: react-admin's message and its limit.
      quota: { message: 'ra.validation.maxValue', args: { max: 500 } },
    });
  });

  it('requires the session link in a virtual room only', async () => {
    expect(await resolve({ ...definition, modality: 'virtual' })).toEqual({
      urlSession: 'extracurricular.definitions.validation.urlRequired',
    });
    expect(await resolve({ ...definition, modality: 'presencial' })).toEqual({});
    expect(
      await resolve({ ...definition, modality: 'virtual', urlSession: 'https://meet.test/b1' }),
    ).toEqual({});
  });
});

const authProvider = signedInAs([], { id: '100001', fullName: 'Elena' });

describe('the course definition form on screen', () => {
  it('names the instructor beside the badge, and says when they are no MLT instructor or nobody has it', async () => {
    const getOne = vi.fn(async (resource: string, { id }: { id: string }) => {
      if (id === '100009') throw new HttpError('no', 404, { message: 'no' });
      if (resource === 'extracurricular-employee-names') {
        return { data: { id, badge: id, name: id === '100002' ? 'Esteban Mora' : 'Ana Rojas' } };
      }
      if (resource === 'extracurricular-roles') {
        return { data: { id, badge: id, isMLTAdmin: id === '100002' } };
      }
      return { data: { id, name: 'x', virtual: false } };
    });
    const provider = {
      getList: async () => ({ data: [], total: 0 }),
      getMany: async () => ({ data: [] }),
      getOne,
    } as unknown as DataProvider;
    renderPageAt('/x', '/x', <DefinitionForm />, { dataProvider: provider, authProvider });
    const badge = await screen.findByRole('textbox', { name: /^Gafete del instructor/ });
    fireEvent.change(badge, { target: { value: '100002' } });
    fireEvent.blur(badge);
    expect(await screen.findByText('Instructor: Esteban Mora')).toBeInTheDocument();
    fireEvent.change(badge, { target: { value: '100003' } });
    fireEvent.blur(badge);
    expect(await screen.findByText(/^Ana Rojas no es instructor MLT activo/)).toBeInTheDocument();
    fireEvent.change(badge, { target: { value: '100009' } });
    fireEvent.blur(badge);
    expect(
      await screen.findByText('Ningún colaborador activo tiene ese gafete.'),
    ).toBeInTheDocument();
  });

  it('refuses to save without the required fields and saves nothing', async () => {
    const create = vi.fn();
    const provider = {
      getList: async () => ({ data: [], total: 0 }),
      getMany: async () => ({ data: [] }),
      getOne: async () => ({ data: { id: 1 } }),
      create,
    } as unknown as DataProvider;
    renderPageAt('/x', '/x', <DefinitionForm />, { dataProvider: provider, authProvider });
    fireEvent.click(await screen.findByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.getAllByText(/obligatorio/i).length).toBeGreaterThan(0));
    expect(create).not.toHaveBeenCalled();
  });
});
