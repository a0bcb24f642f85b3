import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type DataProvider, HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { addDays, calendarDay } from '../../../contracts/calendar';
import type { CatalogueEntry } from '../../../contracts/extracurricular/enrolment';
import {
  activeFilters,
  catalogueQuery,
  filtersOf,
  withFilters,
} from '../../../src/modules/extracurricular/catalogueFilters';
import { scheduleInWords } from '../../../src/modules/extracurricular/courseParts';
import { CoursePage } from '../../../src/modules/extracurricular/CoursePage';
import { enrolmentOffer } from '../../../src/modules/extracurricular/EnrolmentPanel';
import { GroupRosterPage } from '../../../src/modules/extracurricular/GroupRosterPage';
import { markableSessions } from '../../../src/modules/extracurricular/AttendanceSection';
import { enrolmentGroups } from '../../../src/modules/extracurricular/MyCoursesSection';
import type { MyEnrolmentRecord } from '../../../dataProviders/extracurricular/courses';
import { english, spanish } from '../helpers/portalMessages';
import { renderPageAt } from '../helpers/renderPage';
import { signedInAs } from '../helpers/authProvider';

const authProvider = (roles: string[] = []) =>
  signedInAs(roles, { id: '100002', fullName: 'Esteban Vargas Rojas' });

/** The catalogue's words in a language, as polyglot would give them. */
const words =
  (catalogue: Record<string, unknown>) =>
  (key: string, options: Record<string, unknown> = {}): string => {
    const text = key.split('.').reduce<unknown>((node, part) => (node as never)?.[part], catalogue);
    return String(text).replace(/%\{(\w+)\}/g, (_, name: string) => String(options[name]));
  };

const group: CatalogueEntry = {
  id: 12,
  courseId: 3,
  courseName: 'Inglés B1',
  description: 'Conversación para el trabajo',
  filter: '',
  instructor: null,
  instructorBadge: null,
  mailInstructor: null,
  roomId: 4,
  roomName: 'Teams 1',
  locationId: 2,
  locationName: 'Virtual',
  modality: 'virtual',
  urlSession: null,
  startDate: '2026-12-01',
  endDate: '2027-02-26',
  startTime: '18:00',
  endTime: '19:30',
  day: '2,4',
  statusId: 2,
  quota: 2,
  seatsLeft: null,
  ViewQuota: false,
  enrolment: null,
};

describe('a group’s week in words', () => {
  it('names its days in order, joined as each language lists them, with 12-hour times', () => {
    const times = { startTime: '18:00', endTime: '19:30' };
    expect(scheduleInWords({ ...times, day: '3,1' }, words(spanish), 'es')).toBe(
      'Lunes y miércoles, de 6:00 pm a 7:30 pm',
    );
    expect(scheduleInWords({ ...times, day: '1,3,5' }, words(english), 'en')).toBe(
      'Monday, Wednesday, and Friday, 6:00 pm to 7:30 pm',
    );
    expect(scheduleInWords({ ...times, days: [6] }, words(spanish), 'es')).toBe(
      'Sábado, de 6:00 pm a 7:30 pm',
    );
  });
});

describe('the catalogue’s filters in the address', () => {
  it('reads what the address says and leaves out what it says wrong', () => {
    expect(
      filtersOf(
        new URLSearchParams(
          'q=%20ingl%C3%A9s%20&course=3&location=x&day=8&modality=virtual&page=2&tab=mine',
        ),
      ),
    ).toEqual({
      q: 'inglés',
      course: '3',
      location: '',
      day: '',
      modality: 'virtual',
      page: 2,
      tab: 'mine',
    });
    expect(filtersOf(new URLSearchParams('modality=online&page=-1&tab=admin'))).toMatchObject({
      modality: '',
      page: 1,
      tab: 'courses',
    });
  });

  it('starts a new search or filter at the first page, keeps a page change, drops defaults', () => {
    const at = new URLSearchParams('q=excel&day=2&page=3');
    expect(withFilters(at, { modality: 'presencial' }).toString()).toBe(
      'q=excel&day=2&modality=presencial',
    );
    expect(withFilters(at, { page: 4 }).toString()).toBe('q=excel&day=2&page=4');
    expect(withFilters(at, { q: '', day: '', tab: 'courses' }).toString()).toBe('');
    expect(withFilters(new URLSearchParams(), { tab: 'groups' }).toString()).toBe('tab=groups');
  });

  it('asks the service for my badge, every course unless one is chosen, and only the filters set', () => {
    const filters = filtersOf(new URLSearchParams('course=3&day=2&modality=virtual'));
    expect(activeFilters(filters)).toBe(3);
    expect(catalogueQuery(filters, '100002')).toEqual({
      badge: '100002',
      courseId: 3,
      day: 2,
      modality: 'virtual',
    });
    expect(catalogueQuery(filtersOf(new URLSearchParams('q=yoga')), '100002')).toEqual({
      badge: '100002',
      courseId: 0,
      q: 'yoga',
    });
  });
});

describe('what a group’s page offers', () => {
  it('offers enrolment, then the waiting list once the group is known to be full', () => {
    expect(enrolmentOffer(group, false)).toBe('enrol');
    expect(enrolmentOffer(group, true)).toBe('waitlist');
    expect(enrolmentOffer({ ...group, seatsLeft: 0 }, false)).toBe('waitlist');
    expect(enrolmentOffer({ ...group, seatsLeft: 4 }, false)).toBe('enrol');
  });

  it('offers withdrawal to the enrolled and the waiting, nothing when closed or finished', () => {
    expect(
      enrolmentOffer({ ...group, enrolment: { status: 'enrolled', waitingPosition: null } }, false),
    ).toBe('enrolled');
    expect(
      enrolmentOffer({ ...group, enrolment: { status: 'waiting', waitingPosition: 2 } }, true),
    ).toBe('waiting');
    // Withdrawing from a closed group is still allowed.
    expect(
      enrolmentOffer(
        { ...group, statusId: 3, enrolment: { status: 'enrolled', waitingPosition: null } },
        false,
      ),
    ).toBe('enrolled');
    expect(enrolmentOffer({ ...group, statusId: 3 }, false)).toBe('closed');
    expect(enrolmentOffer({ ...group, statusId: 4 }, false)).toBe('finished');
  });

  it('sorts my enrolments into current, waiting (by position) and history', () => {
    const one = (
      id: number,
      status: MyEnrolmentRecord['status'],
      history = false,
      position: number | null = null,
    ) =>
      ({
        ...group,
        id,
        definitionId: id,
        enrolmentId: id,
        status,
        history,
        waitingPosition: position,
      }) as unknown as MyEnrolmentRecord;
    const { enrolled, waiting, history } = enrolmentGroups([
      one(1, 'waiting', false, 3),
      one(2, 'enrolled'),
      one(3, 'withdrawn', true),
      one(4, 'waiting', false, 1),
      one(5, 'enrolled', true),
    ]);
    expect(enrolled.map((row) => row.id)).toEqual([2]);
    expect(waiting.map((row) => row.id)).toEqual([4, 1]);
    expect(history.map((row) => row.id)).toEqual([3, 5]);
  });

  it('marks attendance of sessions up to today, the latest first', () => {
    expect(markableSessions(['2026-11-02', '2026-11-04', '2026-11-09'], '2026-11-04')).toEqual([
      '2026-11-04',
      '2026-11-02',
    ]);
    expect(markableSessions(['2026-12-01'], '2026-11-04')).toEqual([]);
  });
});

describe('/ExtracurricularCourses/Curso/:id', () => {
  it(
    'offers the waiting list when the enrolment is refused as full, then says my position',
    { timeout: 20_000 },
    async () => {
      let state: CatalogueEntry = group;
      const create = vi
        .fn()
        .mockRejectedValueOnce(
          new HttpError('El grupo está lleno', 409, {
            message: 'El grupo Inglés B1 está lleno.',
            code: 'extracurricular.enrolment.full',
          }),
        )
        .mockImplementationOnce(async () => {
          state = { ...group, enrolment: { status: 'waiting', waitingPosition: 1 } };
          return {
            data: {
              id: 5,
              definitionId: 12,
              badge: '100002',
              status: 'waiting',
              waitingPosition: 1,
              enrolledAt: '',
              withdrawnAt: null,
            },
          };
        });
      const getOne = vi.fn(async (resource: string) =>
        resource === 'extracurricular-sessions'
          ? {
              data: { id: 12, definitionId: 12, dates: ['2026-12-01', '2026-12-03'], holidays: [] },
            }
          : { data: state },
      );
      renderPageAt(
        '/ExtracurricularCourses/Curso/12',
        '/ExtracurricularCourses/Curso/:id',
        <CoursePage />,
        {
          dataProvider: { getOne, create } as unknown as DataProvider,
          authProvider: authProvider(),
        },
      );
      expect(await screen.findByRole('heading', { name: 'Inglés B1', level: 2 })).toBeVisible();
      expect(screen.getByText('Martes y jueves, de 6:00 pm a 7:30 pm')).toBeVisible();
      expect(screen.getByText('En línea')).toBeVisible();
      expect(screen.getByText('Instructor por confirmar')).toBeVisible();
      // The seats are not shown to employees of this group: the service says when it is full.
      expect(screen.queryByText(/cupos?$/)).toBeNull();
      expect(await screen.findByText('2 sesiones')).toBeVisible();
      expect(getOne).toHaveBeenCalledWith(
        'extracurricular-catalogue',
        expect.objectContaining({ id: 12, meta: { badge: '100002' } }),
      );

      fireEvent.click(screen.getByRole('button', { name: 'Inscribirme' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('El grupo Inglés B1 está lleno.');
      expect(screen.queryByRole('button', { name: 'Inscribirme' })).toBeNull();
      expect(screen.getByText(/Puede unirse a la lista de espera/)).toBeVisible();
      fireEvent.click(screen.getByRole('button', { name: 'Unirme a la lista de espera' }));
      expect(
        await screen.findByText('Quedó en la lista de espera de Inglés B1, en la posición 1.'),
      ).toBeVisible();
      expect(create.mock.calls.map(([, { data }]) => data)).toEqual([
        { definitionId: 12, badge: '100002', waitlist: false, modified_By: '100002' },
        { definitionId: 12, badge: '100002', waitlist: true, modified_By: '100002' },
      ]);
      expect(
        await screen.findByText('Está en la lista de espera, en la posición 1.'),
      ).toBeVisible();
      expect(screen.getByRole('button', { name: 'Salir de la lista de espera' })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Agregar a mi calendario' })).toBeVisible();
    },
  );

  it(
    'withdraws only after a yes, and shows the session’s link to the enrolled',
    { timeout: 20_000 },
    async () => {
      const enrolled: CatalogueEntry = {
        ...group,
        urlSession: 'https://meet.example.com/ingles',
        enrolment: { status: 'enrolled', waitingPosition: null },
      };
      const update = vi.fn(async () => ({ data: { id: 5, status: 'withdrawn' } }));
      const getOne = vi.fn(async (resource: string) =>
        resource === 'extracurricular-sessions'
          ? { data: { id: 12, definitionId: 12, dates: [], holidays: [] } }
          : { data: enrolled },
      );
      renderPageAt(
        '/ExtracurricularCourses/Curso/12',
        '/ExtracurricularCourses/Curso/:id',
        <CoursePage />,
        {
          dataProvider: { getOne, update } as unknown as DataProvider,
          authProvider: authProvider(),
        },
      );
      expect(await screen.findByText('Está inscrito en este grupo.')).toBeVisible();
      expect(screen.getByRole('link', { name: 'Entrar a la sesión' })).toHaveAttribute(
        'href',
        'https://meet.example.com/ingles',
      );
      fireEvent.click(screen.getByRole('button', { name: 'Retirarme del curso' }));
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent('¿Retirarse de Inglés B1?');
      fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(update).not.toHaveBeenCalled();
      fireEvent.click(screen.getByRole('button', { name: 'Retirarme del curso' }));
      fireEvent.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí' }),
      );
      expect(await screen.findByText('Se retiró de Inglés B1.')).toBeVisible();
      expect(update).toHaveBeenCalledWith(
        'extracurricular-enrolments',
        expect.objectContaining({ id: 12, data: { badge: '100002', modified_By: '100002' } }),
      );
    },
  );

  it('says a group that is not mine to see is not there', async () => {
    const getOne = vi.fn(async () => {
      throw new HttpError('No existe', 404, { message: 'No existe' });
    });
    renderPageAt(
      '/ExtracurricularCourses/Curso/99',
      '/ExtracurricularCourses/Curso/:id',
      <CoursePage />,
      {
        dataProvider: { getOne } as unknown as DataProvider,
        authProvider: authProvider(),
      },
    );
    expect(
      await screen.findByText('Este grupo no existe o no está disponible para usted.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Volver al catálogo' })).toBeVisible();
  });
});

describe('/ExtracurricularCourses/MisGrupos/:id', () => {
  it(
    'lists the roster and saves a session’s attendance, the latest past session first',
    { timeout: 20_000 },
    async () => {
      const today = calendarDay();
      const yesterday = addDays(today, -1);
      const update = vi.fn(async (_resource: string, { id }: { id: string }) => ({
        data: {
          id,
          definitionId: 12,
          date: yesterday,
          marks: [
            { badge: '100003', name: 'Sofía Campos', present: true },
            { badge: '100004', name: 'Tomás Rojas', present: true },
          ],
        },
      }));
      const getOne = vi.fn(async (resource: string, { id }: { id: unknown }) => {
        if (resource === 'extracurricular-definitions') {
          return {
            data: {
              ...group,
              days: [2, 4],
              enrolled: 2,
              waiting: 1,
              instructorBadge: '100002',
            },
          };
        }
        if (resource === 'extracurricular-sessions') {
          return {
            data: {
              id: 12,
              definitionId: 12,
              dates: [addDays(today, -3), yesterday, addDays(today, 2)],
              holidays: [],
            },
          };
        }
        return {
          data: {
            id,
            definitionId: 12,
            date: yesterday,
            marks: [
              { badge: '100003', name: 'Sofía Campos', present: true },
              { badge: '100004', name: 'Tomás Rojas', present: null },
            ],
          },
        };
      });
      const getList = vi.fn(async () => ({
        data: [
          {
            id: '100003',
            badge: '100003',
            name: 'Sofía Campos',
            email: 'sofia@example.com',
            phone: null,
            account: 'Cuenta Norte',
            position: 'Agente',
            status: 'enrolled',
            waitingPosition: null,
            enrolledAt: '',
            attended: 3,
          },
          {
            id: '100005',
            badge: '100005',
            name: 'Ana Mora',
            email: null,
            phone: null,
            account: null,
            position: null,
            status: 'waiting',
            waitingPosition: 1,
            enrolledAt: '',
            attended: 0,
          },
        ],
        total: 2,
      }));
      renderPageAt(
        '/ExtracurricularCourses/MisGrupos/12',
        '/ExtracurricularCourses/MisGrupos/:id',
        <GroupRosterPage />,
        {
          dataProvider: { getOne, getList, update } as unknown as DataProvider,
          authProvider: authProvider(['Extracurricular_MLT']),
        },
      );
      expect(await screen.findByText('2 de 2 inscritos · 1 en espera')).toBeVisible();
      const roster = await screen.findByRole('table', { name: 'Estudiantes' });
      expect(within(roster).getAllByRole('row')[1]).toHaveTextContent('Sofía Campos');
      expect(within(roster).getAllByRole('row')[2]).toHaveTextContent('En espera (1)');
      expect(screen.getByRole('combobox', { name: /^Sesión/ })).toBeVisible();
      const sheet = await screen.findByRole('group', { name: /^Asistencia del/ });
      expect(getOne).toHaveBeenCalledWith(
        'extracurricular-attendance',
        expect.objectContaining({ id: `12/${yesterday}` }),
      );
      const sofia = within(sheet).getByRole('checkbox', { name: 'Sofía Campos (100003)' });
      const tomas = within(sheet).getByRole('checkbox', { name: 'Tomás Rojas (100004)' });
      expect(sofia).toBeChecked();
      expect(tomas).not.toBeChecked();
      fireEvent.click(tomas);
      expect(screen.getByText('2 de 2 presentes')).toBeVisible();
      fireEvent.click(screen.getByRole('button', { name: 'Guardar la asistencia' }));
      expect(await screen.findByText(/quedó guardada\.$/)).toBeVisible();
      expect(update).toHaveBeenCalledWith(
        'extracurricular-attendance',
        expect.objectContaining({
          id: `12/${yesterday}`,
          data: {
            marks: [
              { badge: '100003', present: true },
              { badge: '100004', present: true },
            ],
          },
        }),
      );
    },
  );
});
