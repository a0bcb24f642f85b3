import { randomBytes } from 'node:crypto';
import type autocannon from 'autocannon';
import { calendarDay } from '../../contracts/calendar';
import type { IssuedCertificate } from '../../contracts/certificates/certificates';
import { cafeteriaBadgeOf, employeeCodeOf } from '../../contracts/employeeCodes';
import { PORTAL_SCREEN_HEADER } from '../../contracts/privacy/screenHeader';
import { demoEmployees } from '../../server/db/seed';
import { demoPdf } from '../../server/db/seed/documents';
import { appointmentsPath, bookingRequests, freeSlotsPath } from '../modules/appointments/api';
import { benchGroup, COURSE_STUDENTS, enrolmentRequests } from '../modules/extracurricular/api';
import { personalDayRequests } from '../modules/personalDays/api';
import { openBuyers, orderRequests, saleDesk } from '../modules/sales/api';
import { benchRoute, seatRequests, TRANSPORT_AUTHORS } from '../modules/transportation/api';
import type { BenchOptions } from '../lib/options';
import type { BenchSession, SignInTarget } from './auth';
import { todayToken, withTodayToken } from './clientToken';

/** Buyers of the POST /Order scenario: each run's orders are spread evenly over them. */
const ORDER_BUYERS = 100;
/** The item's stock: a run never sells out (the quantity a contract allows at most). */
const LARGE_STOCK = 1_000_000_000;

/** The demo `employee`'s badge: GetTopMyReferals takes the caller's own. */
const EMPLOYEE_BADGE = demoEmployees(0).find((employee) => employee.username === 'employee')!.badge;
/** The payroll family's function key, as the bench's server is configured (the default unless set). */
const PAYROLL_KEY = process.env.PAYROLL_FUNCTION_KEY ?? 'portal-payroll';

/** The certificates family's function key, as the server reads it (its default otherwise). */
const CERTIFICATES_KEY = process.env.CERTIFICATES_FUNCTION_KEY ?? 'portal-certificates';

/**
 * An extracurricular call as `employee`, its path ending in today's date token (built when each
 * run starts, with the session's fresh bearer token).
 */
const extracurricularCall =
  (path: string): Scenario['prepare'] =>
  async ({ session }) => {
    const employee = await session('employee');
    return {
      requests: async () => [
        {
          method: 'GET',
          path: `/api/extracurricular${path}${encodeURIComponent(await todayToken())}`,
          headers: { authorization: `Bearer ${await employee.token()}` },
        },
      ],
    };
  };

/**
 * A schedule call of the tools family as `employee` (their own badge): the date token is today's
 * when each run starts, so the path is built then, with the session's fresh bearer token.
 */
const agendasCall =
  (call: string, query = ''): Scenario['prepare'] =>
  async ({ session }) => {
    const employee = await session('employee');
    return {
      requests: async () => {
        const request: PreparedRequest & autocannon.Request = {
          method: 'GET',
          path: await withTodayToken(`/api/tools/Agendas/${call}?badge=${EMPLOYEE_BADGE}${query}`),
          headers: { authorization: `Bearer ${await employee.token()}` },
        };
        return [request];
      },
    };
  };

/** Each run's requests as `username`, made by `requestsOf` with that user's session. */
const requestsAs =
  (
    username: string,
    requestsOf: (server: SignInTarget, user: BenchSession) => Promise<PreparedRequest[]>,
  ): Scenario['prepare'] =>
  async ({ server, session }) => {
    const user = await session(username);
    return { requests: () => requestsOf(server, user) };
  };

/** `employee`'s employment certificate dated today (the request the portal sends). */
const employmentCertificate = () => ({
  codigoCertificado: 1,
  codigoEmpleado: employeeCodeOf(EMPLOYEE_BADGE),
  fechaDocumento: calendarDay(),
  ciudad: 'San Jose',
});

/**
 * Authors of the reimbursement submit scenario: generated employees past their probation (not the
 * POST /Order buyers). autocannon starts a connection's context afresh at each submit-withdraw
 * pair, so the pairs take the authors in turn: three times as many authors as connections keep
 * any one from reaching the pending limit while an earlier pair of theirs is still in flight.
 */
const REIMBURSEMENT_AUTHORS = demoEmployees()
  .filter((employee) => employee.badge.startsWith('2'))
  .slice(100, 250)
  .map((employee) => employee.username);

/** A reimbursement request's multipart body: a university period with a one-page PDF invoice. */
function reimbursementBody(boundary: string, invoiceNumber: string, invoice: Buffer): Buffer {
  const fields: Record<string, string> = {
    reimbursementType: 'Educational',
    studiesCategory: 'University',
    course: 'Cálculo I',
    university: 'Universidad de Costa Rica (UCR)',
    career: 'Ingeniería en Sistemas',
    invoiceNumber,
    email: 'bench@portal.example.com',
    amount: '125000,50',
  };
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="invoice"; filename="factura.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    ),
    invoice,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

/** What a connection remembers between its requests: its author and the request it sent. */
interface ReimbursementContext {
  author?: number;
  id?: number;
}

/**
 * Each connection, as one author, sends a request with a fresh invoice number and withdraws it
 * (the author's DELETE): every answer is a 2xx and no author ever has more than one pending.
 */
async function reimbursementRequests(authors: readonly BenchSession[]) {
  const tokens = await Promise.all(authors.map((author) => author.token()));
  const run = randomBytes(4).toString('hex');
  const boundary = `bench-${run}`;
  const invoice = demoPdf('Factura de prueba');
  let nextAuthor = 0;
  let invoices = 0;
  const authorization = (context: ReimbursementContext) =>
    `Bearer ${tokens[(context.author ??= nextAuthor++ % tokens.length)]}`;
  type Request = PreparedRequest & autocannon.Request;
  const submit: Request = {
    method: 'POST',
    path: '/api/main/EducationalReimbursement',
    headers: {},
    setupRequest: (request, context: ReimbursementContext) => ({
      ...request,
      headers: {
        authorization: authorization(context),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      body: reimbursementBody(boundary, `B-${run}-${++invoices}`, invoice),
    }),
    onResponse: (status, body, context: ReimbursementContext) => {
      context.id = status === 201 ? (JSON.parse(body) as { id: number }).id : undefined;
    },
  };
  const withdraw: Request = {
    method: 'DELETE',
    path: '/api/main/EducationalReimbursement/0',
    headers: {},
    setupRequest: (request, context: ReimbursementContext) => ({
      ...request,
      path: `/api/main/EducationalReimbursement/${context.id ?? 0}`,
      headers: { authorization: authorization(context) },
    }),
  };
  return [submit, withdraw];
}

/**
 * What a scenario is held to (bench/api/index.ts has the figures):
 * - `ceiling`: the bare route every other figure is a ratio of;
 * - `list-read`: an authenticated list read — its share of the ceiling's requests/s and its p99
 *   at 50 connections, and the same p99 with the database grown (the scale part);
 * - `order`: a write's p99;
 * - `beside-hostile`: the ceiling's route while hostile requests run `beside` it — its share of
 *   the ceiling's requests/s;
 * - `none`: reported only.
 */
type ScenarioTarget = 'ceiling' | 'list-read' | 'order' | 'beside-hostile' | 'none';

/** One request of a prepared scenario: its own headers (signed in), body and path (a query of the day). */
export interface PreparedRequest {
  path?: string;
  headers: Record<string, string>;
  body?: string;
}

/** What `prepare` is given: the server, and a session per user (one session per user). */
export interface PrepareContext {
  server: SignInTarget;
  session(username: string): Promise<BenchSession>;
}

/** What a scenario's `prepare` set up on a server: the requests autocannon sends in turn. */
export interface PreparedScenario {
  /** Called before every run: fresh tokens, and fresh data where a run uses it up. */
  requests(): Promise<PreparedRequest[]>;
}

export interface Scenario {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path and query, as the portal calls it. */
  path: string;
  /** JSON body of a write. */
  body?: unknown;
  /**
   * Demo user the request is signed in as (password = user name); null for a public route or
   * one whose `prepare` signs its own requests.
   */
  user: string | null;
  target: ScenarioTarget;
  /**
   * Requests sent on connections of their own for the whole run, beside the measured ones, each
   * to be answered with `status`.
   */
  beside?: { connections: number; method: 'POST'; path: string; status: number } & Required<
    Omit<PreparedRequest, 'path'>
  >;
  /**
   * Data and users the scenario makes for itself through the API before it is measured (once
   * per server), e.g. a sale with a large stock and a pool of buyers for a write.
   */
  prepare?(context: PrepareContext): Promise<PreparedScenario>;
}

/** A JSON body 400,000 levels deep (800 kB, under the 1 MiB body limit): hostile input. */
const DEEPLY_NESTED_BODY = '['.repeat(400_000) + ']'.repeat(400_000);

/**
 * The API scenarios of `npm run bench` (api and scale parts), measured round after round in this
 * order. The first one is the ceiling the others are compared with.
 */
export const scenarios: Scenario[] = [
  { name: 'health (ceiling)', method: 'GET', path: '/api/health', user: null, target: 'ceiling' },
  // The home page's feed and birthdays, as /Inicio asks for them.
  {
    name: 'GET /HomeMessage (news feed)',
    method: 'GET',
    path: '/api/main/HomeMessage?type=news&page=1&perPage=3',
    user: 'employee',
    target: 'list-read',
  },
  {
    name: 'GET /BirthdayMembers',
    method: 'GET',
    path: '/api/main/BirthdayMembers?page=1&perPage=50',
    user: 'employee',
    target: 'list-read',
  },
  // An administration list (simple-rest: a window, sorted in SQL).
  {
    name: 'GET /admin/audit-entries (admin list)',
    method: 'GET',
    path: `/api/main/admin/audit-entries?${new URLSearchParams({
      sort: '["at","DESC"]',
      range: '[0,24]',
      filter: '{}',
    })}`,
    user: 'admin',
    target: 'list-read',
  },
  // The employee picker: a contains-search over every employee, at most 20 answers, the names
  // that start with the term first. Three terms for its three reads (roleAssignments.ts):
  // the start of many first names; a surname, held by employees all along the name order; part
  // of a first name, held by many names in one place, read by sorting every match.
  {
    name: 'GET /user?criteria= (employee search)',
    method: 'GET',
    path: '/api/main/user?criteria=mar',
    user: 'admin',
    target: 'list-read',
  },
  {
    name: 'GET /user?criteria= (employee search, a surname)',
    method: 'GET',
    path: '/api/main/user?criteria=jimenez',
    user: 'admin',
    target: 'list-read',
  },
  {
    name: 'GET /user?criteria= (employee search, inside a name)',
    method: 'GET',
    path: '/api/main/user?criteria=cela',
    user: 'admin',
    target: 'list-read',
  },
  // Benefits: the list of a category page (src/modules/benefits/CategoryPage.tsx, 24 a page).
  {
    name: 'GET /Benefits',
    method: 'GET',
    path: '/api/main/Benefits?page=1&perPage=24&sort=name&order=ASC',
    user: 'employee',
    target: 'list-read',
  },
  // Asset sale: the campaigns on sale (Ventas home) and the buyer's own orders (25 a page).
  {
    name: 'GET /Campaign/Active',
    method: 'GET',
    path: '/api/main/Campaign/Active',
    user: 'employee',
    target: 'list-read',
  },
  {
    name: 'GET /Order/User',
    method: 'GET',
    path: '/api/main/Order/User?page=1&perPage=25',
    user: 'employee',
    target: 'list-read',
  },
  // Bring a friend: the open positions and my top 3 referrals (/BAF/Home), the owners' list.
  {
    name: 'GET /api/Raft/GetPositions/0 (open positions)',
    method: 'GET',
    path: '/api/main/api/Raft/GetPositions/0',
    user: 'employee',
    target: 'list-read',
  },
  {
    name: 'GET /api/Raft/GetTopMyReferals (my top 3)',
    method: 'GET',
    path: `/api/tools/api/Raft/GetTopMyReferals?badge=${EMPLOYEE_BADGE}&size=3`,
    user: 'employee',
    target: 'list-read',
  },
  {
    name: 'GET /admin/referrals (owners’ list)',
    method: 'GET',
    path: `/api/main/admin/referrals?${new URLSearchParams({
      sort: '["createdAt","DESC"]',
      range: '[0,24]',
      filter: '{"status":"received"}',
    })}`,
    user: 'raft.owner',
    target: 'list-read',
  },
  // Growth opportunities: the employees' list of active openings, narrowed to an area and searched.
  {
    name: 'GET /api/Opening/GetActiveOpenings (growth)',
    method: 'GET',
    path: `/api/growth/api/Opening/GetActiveOpenings?${new URLSearchParams({
      area: 'Calidad',
      q: 'calidad',
      page: '1',
      perPage: '12',
    })}`,
    user: 'employee',
    target: 'list-read',
  },
  // Personal days: my requests with their history (/PersonalDays).
  {
    name: 'GET /PersonalDays/GetDaysRequests (my requests)',
    method: 'GET',
    path: '/api/main/PersonalDays/GetDaysRequests?page=1&perPage=50',
    user: 'employee',
    target: 'list-read',
  },
  // Leadership survey: whether I answered this quarter (/lss), and the owners' aggregated
  // results (groups of at least 3 answers, averaged in SQL). Answering is once a quarter per
  // person, so a run of POST /LSS would measure its refusal: it is left out.
  {
    name: 'GET /LSS?username= (survey answered?)',
    method: 'GET',
    path: '/api/main/LSS?username=employee',
    user: 'employee',
    target: 'list-read',
  },
  {
    name: 'GET /admin/lss-results (owners’ aggregate)',
    method: 'GET',
    path: `/api/main/admin/lss-results?${new URLSearchParams({
      sort: '["period","DESC"]',
      range: '[0,24]',
      filter: '{}',
    })}`,
    user: 'admin',
    target: 'list-read',
  },
  // Educational reimbursement: my requests with their status (/ReembolsoEducativo/ListaReembolsos).
  {
    name: 'GET /EducationalReimbursement (my requests)',
    method: 'GET',
    path: '/api/main/EducationalReimbursement?size=50',
    user: 'employee',
    target: 'list-read',
  },
  // Payroll: my last 24 payslips with their lines (/payroll/payslip, /payroll/home) and my
  // aguinaldo summed by month in SQL; the payroll family asks for its function key.
  {
    name: 'GET /api/payroll/salarios (my payslips)',
    method: 'GET',
    path: `/api/payroll/salarios?${new URLSearchParams({
      codigo_alternativo: EMPLOYEE_BADGE,
      code: PAYROLL_KEY,
    })}`,
    user: 'employee',
    target: 'list-read',
  },
  {
    name: 'GET /api/payroll/aguinaldos (my year bonus)',
    method: 'GET',
    path: `/api/payroll/aguinaldos?${new URLSearchParams({
      codigo_alternativo: EMPLOYEE_BADGE,
      code: PAYROLL_KEY,
    })}`,
    user: 'employee',
    target: 'list-read',
  },
  // A request with its invoice (multipart, the checks, the document stored, history, notice) and
  // its author's withdrawal, in turn on each connection.
  {
    name: 'POST /EducationalReimbursement + DELETE (submit, withdraw)',
    method: 'POST',
    path: '/api/main/EducationalReimbursement',
    user: null,
    target: 'none',
    async prepare({ session }) {
      const authors = await Promise.all(REIMBURSEMENT_AUTHORS.map((username) => session(username)));
      return { requests: () => reimbursementRequests(authors) };
    },
  },
  // A write: one unit of an item with a large stock, by a pool of buyers in turn. Each run gets a
  // fresh sale, so no buyer comes near the per-person limit (≤ 1,000 a campaign) however fast.
  {
    name: 'POST /Order (1 unit, large stock)',
    method: 'POST',
    path: '/api/main/Order',
    user: null,
    target: 'order',
    async prepare({ server, session }) {
      const desk = await saleDesk(server, await session('admin'));
      const buyers = await openBuyers(server, desk, ORDER_BUYERS, session);
      return {
        requests: async () => orderRequests(buyers, await desk.openSale(LARGE_STOCK)),
      };
    },
  },
  // Cafeteria: the menu as /cafeteria/home reads it (every active price, joined and sorted in
  // SQL), and my deducted invoices through the ERP (/payroll/cafeteria with its status filter).
  {
    name: 'GET /Cafeteria/GetCafeteriaPrices (the menu)',
    method: 'GET',
    path: '/api/main/Cafeteria/GetCafeteriaPrices?page=1&perPage=50',
    user: 'employee',
    target: 'list-read',
  },
  {
    name: 'POST orders/getOrdersListClient (my cafeteria invoices)',
    method: 'POST',
    path: '/api/cafeteria/orders/getOrdersListClient',
    body: { badgeUser: cafeteriaBadgeOf(EMPLOYEE_BADGE), statusInvoice: 'deducted' },
    user: 'employee',
    target: 'list-read',
  },
  // Certificates: issuing one (the statement read and stored, a random verification code) and
  // the public verification page anyone holding it opens (server-rendered HTML, no token).
  {
    name: 'POST /certificados (issue an employment certificate)',
    method: 'POST',
    path: `/api/certificates/certificados?code=${CERTIFICATES_KEY}`,
    body: employmentCertificate(),
    user: 'employee',
    target: 'none',
  },
  {
    name: 'GET /verificacion/:code (public verification page)',
    method: 'GET',
    path: '/api/certificates/verificacion/0000-0000-0000',
    user: null,
    target: 'none',
    async prepare({ server, session }) {
      const employee = await session('employee');
      const response = await fetch(
        `${server.baseUrl}/api/certificates/certificados?code=${CERTIFICATES_KEY}`,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${await employee.token()}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify(employmentCertificate()),
        },
      );
      if (response.status !== 201) throw new Error(`certificate not issued: ${response.status}`);
      const { verificationCode } = (await response.json()) as IssuedCertificate;
      const page: PreparedRequest & autocannon.Request = {
        method: 'GET',
        path: `/api/certificates/verificacion/${verificationCode}`,
        headers: { accept: 'text/html' },
      };
      return { requests: async () => [page] };
    },
  },
  // Schedule change: the schedules offered to `employee`'s account (all but their current one,
  // by start time) and their last request (top=1, the chat-bot lookup), both with the date token.
  {
    name: 'GET /Agendas/GetAgendas (schedules offered)',
    method: 'GET',
    path: '/api/tools/Agendas/GetAgendas',
    user: null,
    target: 'list-read',
    prepare: agendasCall('GetAgendas'),
  },
  {
    name: 'GET /Agendas/GetMyRequestChatBot (my last request)',
    method: 'GET',
    path: '/api/tools/Agendas/GetMyRequestChatBot',
    user: null,
    target: 'list-read',
    prepare: agendasCall('GetMyRequestChatBot', '&top=1'),
  },
  // Extracurricular: what the catalogue page and My location read (every employee): the active
  // courses and messages, the cascading selects' cantons (token in the path) and my location.
  {
    name: 'GET /Courses/GetAllCourses (the active catalogue)',
    method: 'GET',
    path: '/api/extracurricular/Courses/GetAllCourses',
    user: 'employee',
    target: 'list-read',
  },
  {
    name: 'GET /ConfiguracionMensajes/GetConfigMensaje (active messages)',
    method: 'GET',
    path: '/api/extracurricular/ConfiguracionMensajes/GetConfigMensaje',
    user: 'employee',
    target: 'list-read',
  },
  {
    name: 'GET /Canton/GetCantonByProvinceId/{id}&{token} (cantons of San José)',
    method: 'GET',
    path: '/api/extracurricular/Canton/GetCantonByProvinceId',
    user: null,
    target: 'list-read',
    prepare: extracurricularCall('/Canton/GetCantonByProvinceId/1&'),
  },
  {
    name: 'GET /UserLocation/GetUserLocationByBadge/{badge}&{token} (my location)',
    method: 'GET',
    path: '/api/extracurricular/UserLocation/GetUserLocationByBadge',
    user: null,
    target: 'list-read',
    prepare: extracurricularCall(`/UserLocation/GetUserLocationByBadge/${EMPLOYEE_BADGE}&`),
  },
  // The course catalogue as `employee` reads it (the open groups that admit them: the audience
  // rule, seat counts and their enrolment per group, in SQL), and an enrolment written and
  // withdrawn by a pool of students in turn on a group of the bench's own (see enrolmentRequests).
  {
    name: 'GET /Enrollment/GetListCoursesByStatus/{statusId}&{badge}&{courseId}&{token} (catalogue)',
    method: 'GET',
    path: '/api/extracurricular/Enrollment/GetListCoursesByStatus',
    user: null,
    target: 'list-read',
    prepare: extracurricularCall(`/Enrollment/GetListCoursesByStatus/2&${EMPLOYEE_BADGE}&0&`),
  },
  {
    name: 'PUT /Enrollment/PutInsEnrollment + PutDltEnrollmentStudent (enrol, withdraw)',
    method: 'PUT',
    path: '/api/extracurricular/Enrollment/PutInsEnrollment',
    user: null,
    target: 'none',
    async prepare({ server, session }) {
      const group = await benchGroup(
        server,
        await session('extracurricular.admin'),
        demoEmployees(0).find((employee) => employee.username === 'extracurricular.admin')!.badge,
      );
      const students = await Promise.all(COURSE_STUDENTS.map(({ username }) => session(username)));
      return { requests: () => enrolmentRequests(server, students, group) };
    },
  },
  // Medical appointments: the free slots of a building's next 14 days (its professionals' weekly
  // windows minus the booked slots and holidays, computed per call) with today's date token; and booking,
  // as the medical staff, each free slot for a patient of its own (see bookingRequests).
  {
    name: 'GET /HorarioDisponible?edificio= (free slots, 14 days)',
    method: 'GET',
    path: '/api/appointments/HorarioDisponible',
    user: null,
    target: 'list-read',
    async prepare({ server, session }) {
      const employee = await session('employee');
      const path = await freeSlotsPath(server, employee);
      return {
        requests: async () => [
          {
            path: await appointmentsPath(path),
            headers: { authorization: `Bearer ${await employee.token()}` },
          },
        ],
      };
    },
  },
  // The diagnosis history of `employee`: read by the medical staff (each read recorded for the
  // employee, server/privacy/reads.ts) and by the employee (their own: nothing recorded), so the
  // pair says what recording a read costs.
  ...(['medical.staff', 'employee'] as const).map((reader): Scenario => ({
    name: `GET /diagnosticos/getHistorialDiagnosticos (${reader === 'employee' ? 'own, not recorded' : 'medical staff, recorded'})`,
    method: 'GET',
    path: '/api/appointments/diagnosticos/getHistorialDiagnosticos',
    user: null,
    target: 'list-read',
    async prepare({ session }) {
      const user = await session(reader);
      return {
        requests: async () => [
          {
            path: await appointmentsPath(
              `/diagnosticos/getHistorialDiagnosticos?badge=${EMPLOYEE_BADGE}`,
            ),
            headers: {
              authorization: `Bearer ${await user.token()}`,
              [PORTAL_SCREEN_HEADER]: '/MedicalAppointment/Citas',
            },
          },
        ],
      };
    },
  })),
  {
    name: 'POST /HorarioDisponible (book a free slot)',
    method: 'POST',
    path: '/api/appointments/HorarioDisponible',
    user: null,
    target: 'none',
    prepare: requestsAs('medical.staff', bookingRequests),
  },
  // A write: a half day off on each working day of next year, as `employee`; once the quota is
  // used the answers are refusals (see personalDayRequests): reported only.
  {
    name: 'POST /PersonalDays/AddRequestDay (quota used up: the locked refusal)',
    method: 'POST',
    path: '/api/main/PersonalDays/AddRequestDay',
    user: null,
    target: 'none',
    prepare: requestsAs('employee', personalDayRequests),
  },
  // Hostile input on a public route, sent beside the health route on connections of its own: a
  // body's depth is measured on its text and refused (400) before any parse, so the flood must
  // not hold up anyone else's request (record 0360).
  {
    name: 'health beside 10 connections sending 800 kB bodies nested 400,000 deep (refused)',
    method: 'GET',
    path: '/api/health',
    user: null,
    target: 'beside-hostile',
    beside: {
      connections: 10,
      method: 'POST',
      path: '/api/main/authenticate/refresh',
      headers: { 'content-type': 'application/json' },
      body: DEEPLY_NESTED_BODY,
      status: 400,
    },
  },
  // Transportation: the routes near `employee`'s home (every active route with its stops and
  // seats, ranked by district, canton, province), and a seat asked for and withdrawn by a pool of
  // authors in turn on a route of the bench's own (see seatRequests).
  {
    name: 'GET /transportation/routes/nearby (routes near home)',
    method: 'GET',
    path: '/api/main/transportation/routes/nearby',
    user: 'employee',
    target: 'list-read',
  },
  {
    name: 'POST /transportation/requests + cancel (ask for a seat, withdraw)',
    method: 'POST',
    path: '/api/main/transportation/requests',
    user: null,
    target: 'none',
    async prepare({ server, session }) {
      const route = await benchRoute(server, await session('transport.coordinator'));
      const authors = await Promise.all(TRANSPORT_AUTHORS.map((username) => session(username)));
      return { requests: () => seatRequests(authors, route) };
    },
  },
];

type ScenarioOptions = Pick<BenchOptions, 'listReadsOnly' | 'scenarioFilter'>;

/** Whether `--scenarios`' text (case-insensitive) is in the scenario's name; true without it. */
const named = (scenarioFilter: string | undefined, name: string) =>
  scenarioFilter === undefined || name.toLowerCase().includes(scenarioFilter.toLowerCase());

/**
 * The scenarios a run measures: all, or the ceiling and either the list reads (`--list-reads`) or
 * those whose name holds `--scenarios`' text (case-insensitive).
 */
export const measuredScenarios = ({ listReadsOnly, scenarioFilter }: ScenarioOptions): Scenario[] =>
  scenarios.filter(
    ({ name, target }) =>
      target === 'ceiling' ||
      ((!listReadsOnly || target === 'list-read') && named(scenarioFilter, name)),
  );

/**
 * The measured scenarios whose rows the run writes. A run of some (`--scenarios`) measures the
 * ceiling only as their ratios' reference in the same round: unless its text names the ceiling,
 * the report keeps the ceiling row of the run that measured everything, whose ratios the other
 * rows are.
 */
export const reportedScenarios = (options: ScenarioOptions): Scenario[] =>
  measuredScenarios(options).filter(
    ({ name, target }) => target !== 'ceiling' || named(options.scenarioFilter, name),
  );
