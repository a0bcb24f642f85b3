import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  expect,
  type Page,
} from '@playwright/test';
import { SYSTEM_ADMIN } from '../../contracts/catalogue';
import { dateToken } from '../../contracts/dateToken';
import { demoAccounts } from '../../server/db/seed/demoAccounts';
import { routes } from '../../src/routes';
import { test as base } from './fixtures';
import { serverURL } from './servers';
import { type Activity, openInApp, settled, trackMutations, trackRequests } from './settled';
import { apiToken, openAs, sessionsOf } from './signIn';

/**
 * A walk of every page of the route table (overflow.spec.ts, language.spec.ts): each route opened
 * by the demo account with the fewest roles that may, with a demo record for its parameter, in one
 * signed-in page per account. A new page is walked without being listed anywhere.
 */

/** Signed in by session.spec.ts alone, whose flows need it to have no session of its own. */
const SESSION_SPEC_ACCOUNT = 'lss.owner';

/**
 * Who opens a route: the demo account with the fewest roles that may, the module's own role
 * before System_Admin; `employee` when anyone may.
 */
export function accountFor(roles: readonly string[] | undefined): string {
  if (!roles) return 'employee';
  const weight = (account: (typeof demoAccounts)[number]) =>
    account.roles.length + (account.roles.some((role) => role === SYSTEM_ADMIN) ? 0.5 : 0);
  const [fittest] = demoAccounts
    .filter((account) => account.username !== SESSION_SPEC_ACCOUNT)
    .filter((account) => account.roles.some((role) => roles.includes(role)))
    .sort((a, b) => weight(a) - weight(b));
  if (!fittest) throw new Error(`No demo account holds one of ${roles.join(', ')}`);
  return fittest.username;
}

type Rows = Record<string, unknown>[];
const first = (rows: Rows) => rows[0]?.id;

interface RecordSource {
  /**
   * Calls of the API (under `/api/`) made as the account that opens the route: the first with a
   * record wins. A call naming the account's badge and today's date-token in its path (the
   * extracurricular family's) is written from them.
   */
  from: string | string[] | ((badge: string, token: string) => string);
  /** Which record of its answer (by default the first one's id). */
  pick?: (rows: Rows) => unknown;
  /** The account whose own record the page shows, when not the route's default one. */
  as?: string;
  /** A POST call's body (the ERP's calls), from the badge of the account that makes it. */
  body?: (badge: string) => object;
  /** The call carries today's client date-token in its query (the appointments family). */
  dateToken?: boolean;
}

/** Today's client date-token, from the phrase the server gives the portal (config.json). */
async function todayToken(request: APIRequestContext): Promise<string> {
  const config = (await (await request.get('/portal/config.json')).json()) as {
    clientTokenPhrase: string;
  };
  return dateToken(config.clientTokenPhrase);
}

/** Where each route's parameter takes an existing demo record from. */
export const records: Record<string, RecordSource> = {
  // The employee's kudos sent back for correction (the form its author gets), else one on the wall.
  '/Kudos/Form/:id': {
    from: ['main/HomeMessage/GetKudosCorrections', 'main/HomeMessage'],
    pick: (rows) => rows.find((row) => authorOf(row) === fullName('employee'))?.id,
    as: 'employee',
  },
  '/News/:id': { from: 'main/HomeMessage?type=news' },
  '/Kudos/:id': { from: 'main/HomeMessage?type=kudos' },
  '/News/NewsForm/:id': { from: 'main/admin/home-messages?filter={"type":"news"}' },
  '/Menu/MenuForm/:id': { from: 'main/HomeMenu' },
  '/Calendar/CalendarForm/:id': { from: 'main/CalendarActivitie/GetAllByApplicationId/1' },
  '/BAF/Calendar/CalendarForm/:id': { from: 'main/CalendarActivitie/GetAllByApplicationId/2' },
  '/BAF/Referrals/:id': { from: 'main/admin/referrals' },
  '/Contact/ContactForm/:id': { from: 'main/CTAs/GetAllContact' },
  '/permissions/roles/:code': { from: 'main/Module/GetAll/', pick: roleCode },
  '/permissions/users/:code': { from: 'main/Module/GetAll/', pick: roleCode },
  '/permissions/users/form/:code': { from: 'main/Module/GetAll/', pick: roleCode },
  '/newsletters/form/:id': { from: 'main/Newsletter' },
  '/Benefits/Category/:id': { from: 'main/BenefitsCategory' },
  '/Benefits/FormCategoryBenefits/:id': { from: 'main/BenefitsCategory' },
  '/Benefits/Detalle/:id': { from: 'main/Benefits' },
  '/Benefits/AdminFormBenefitsDetails/:id': { from: 'main/Benefits' },
  '/Benefits/FormAdminBenefits/:id': { from: 'main/Benefits' },
  '/Benefits/FormDiscountBenefits/:id': { from: 'main/BenefitsDiscount/GetBenefitsDiscountTable' },
  '/Benefits/FormLinksBenefit/:id': { from: 'main/BenefitLink' },
  '/Ventas/form/:idcampaign': { from: 'main/Campaign/Active' },
  // The buyer's own order with the most lines: the widest detail.
  '/Ventas/CompraDetalle/:id': { from: 'main/Order/User', pick: mostItems, as: 'employee' },
  '/Ventas/FormAdminCampaign/:id': { from: 'main/Campaign' },
  '/Ventas/FormAdminInventario/:id': { from: 'main/Campaign/Items' },
  '/Ventas/FormAdminEdificios/:id': { from: 'main/Building' },
  '/growth-opportunities/:opp_id': { from: 'growth/api/Opening/GetActiveOpenings' },
  // An opening the employee has not applied to: the application form, not the refusal.
  '/growth-opportunities/:opp_id/apply': {
    from: 'growth/api/Opening/GetActiveOpenings',
    pick: (rows) => rows.find((row) => !row.applied)?.id,
  },
  '/growth/openings/form/:id': { from: 'main/admin/growth-openings' },
  '/growth/applications/:id': { from: 'main/admin/growth-applications' },
  // The employee's own pending request (the only kind the form changes).
  '/FormRequestDay/:id': {
    from: 'main/PersonalDays/GetDaysRequests?status=submitted',
    as: 'employee',
  },
  '/PersonalDays/Aprobaciones/:id': { from: 'main/admin/personal-days-approvals' },
  '/PersonalDays/Feriados/form/:id': { from: 'main/admin/company-holidays' },
  // The employee's latest deducted invoice (pending ones come and go with checkouts).
  '/payroll/cafeteriaDetails/:invoiceNumber': {
    from: 'cafeteria/orders/getOrdersListClient',
    body: (badge) => ({ badgeUser: `01${badge}`, statusInvoice: 'deducted' }),
    pick: (rows) => rows[0]?.invoiceNumber,
  },
  '/cafeteria/admin/cafeterias/form/:id': { from: 'main/admin/cafeterias' },
  '/cafeteria/admin/categories/form/:id': { from: 'main/admin/cafeteria-categories' },
  '/cafeteria/admin/prices/form/:id': { from: 'main/admin/cafeteria-prices' },
  '/ScheduleChange/Solicitudes/:id': { from: 'main/admin/schedule-requests' },
  '/ScheduleChange/Horario/:id': { from: 'main/admin/work-schedules' },
  '/MedicalAppointment/Autogestion/:id': { from: 'main/admin/appointment-requests' },
  '/MedicalAppointment/Edificios/form/:id': { from: 'main/admin/medical-buildings' },
  '/MedicalAppointment/Profesionales/form/:id': { from: 'main/admin/medical-professionals' },
  '/MedicalAppointment/Disponibilidad/form/:id': { from: 'main/admin/medical-availability' },
  '/MedicalAppointment/TiposSolicitud/form/:id': { from: 'main/admin/appointment-request-types' },
  '/MedicalAppointment/Campanas/form/:id': {
    from: 'appointments/HealthCampaigns?obtenerTodos=true',
    dateToken: true,
  },
  '/Transportation/Ruta/:id': { from: 'main/admin/transport-routes' },
  '/Transportation/Solicitudes/:id': { from: 'main/admin/transport-requests' },
  '/ExtracurricularCourses/Lineas/form/:id': { from: 'extracurricular/AdminLOB/GetAllLOBs' },
  '/ExtracurricularCourses/Sedes/form/:id': { from: 'extracurricular/Locations/GetAllLocations' },
  '/ExtracurricularCourses/Salas/form/:id': { from: 'extracurricular/Rooms/GetAllRooms' },
  '/ExtracurricularCourses/Cursos/form/:id': { from: 'extracurricular/Courses/GetAllCourses' },
  '/ExtracurricularCourses/Estudiantes/form/:id': {
    from: 'extracurricular/students/GetAllStudents',
  },
  '/ExtracurricularCourses/Grupos/form/:id': {
    from: 'extracurricular/DefinitionCourse/GetAllDefinitionCourses',
  },
  '/ExtracurricularCourses/Grupos/:id/Inscritos': {
    from: 'extracurricular/DefinitionCourse/GetAllDefinitionCourses',
  },
  // An open group the employee may enrol in, and one the instructor gives.
  '/ExtracurricularCourses/Curso/:id': {
    from: (badge, token) =>
      `extracurricular/Enrollment/GetListCoursesByStatus/2&${badge}&0&${token}`,
  },
  '/ExtracurricularCourses/MisGrupos/:id': {
    from: 'extracurricular/Enrollment/GetListCoursesInstructor',
    as: 'mlt.admin',
  },
  '/Personal/Colaboradores/form/:id': { from: 'main/admin/workforce-employees' },
  '/ConfigurationMessages/form/:id': {
    from: 'extracurricular/ConfiguracionMensajes/GetConfigMensaje',
  },
};

/** A demo account's badge, as the seed numbers them (100001 and on, in the accounts' order). */
const badgeOf = (username: string) =>
  String(100001 + demoAccounts.findIndex((account) => account.username === username));

const fullName = (username: string) => {
  const account = demoAccounts.find((candidate) => candidate.username === username);
  return account && `${account.firstName} ${account.lastName}`;
};

const authorOf = (message: Rows[number]) => (message.author as { fullName?: string }).fullName;

function roleCode(modules: Rows) {
  return (modules.find((module) => (module.roles as Rows).length)?.roles as Rows)[0]?.code;
}

function mostItems(orders: Rows) {
  return [...orders].sort((a, b) => (b.items as Rows).length - (a.items as Rows).length)[0]?.id;
}

export const walk = routes.map(({ path, roles }) => ({
  path,
  roles,
  account: records[path]?.as ?? accountFor(roles),
}));

/** Every text of the services' JSON answers to the page, into `texts`. */
function collectApiTexts(page: Page, texts: Set<string>) {
  const visit = (value: unknown) => {
    if (typeof value === 'string') texts.add(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  page.on('response', (response) => {
    const json = response.headers()['content-type']?.includes('application/json');
    if (json && new URL(response.url()).pathname.startsWith('/api/'))
      response.json().then(visit, () => undefined);
  });
}

/**
 * One sign-in per account for the whole walk: the walk goes on in that signed-in page, resized
 * from one width to the next (a fresh load costs as much as the pages it would check), and every
 * session is ended once the walk is over.
 */
export class Sessions {
  private tokens = new Map<string, string>();
  /** The route the open page opened last (`account path`) and the address it took. */
  lastOpened?: { key: string; target: string };
  /** The texts the services sent the open pages: records' content, in whatever language it is. */
  readonly apiTexts = new Set<string>();
  private open?: {
    username: string;
    context: BrowserContext;
    page: Page;
    activity: Activity;
    /** The account's session count when this page signed in (signIn.ts sessionsOf). */
    session: number;
  };

  constructor(
    private readonly browser: Browser,
    /** The project's own (a worker's contexts do not get them by themselves). */
    private readonly options: BrowserContextOptions,
  ) {}

  /** A page signed in as `username`, `width` px wide, with the portal loaded. */
  async page(username: string, width: number): Promise<Page> {
    // Another test of the worker may have signed the account in since, ending this page's session.
    if (this.open?.username !== username || this.open.session !== sessionsOf(username)) {
      await this.open?.context.close();
      const context = await this.browser.newContext({
        ...this.options,
        viewport: { width, height: 800 },
      });
      await context.addInitScript(trackMutations);
      const page = await context.newPage();
      const activity = trackRequests(page);
      collectApiTexts(page, this.apiTexts);
      await openAs(page, username);
      // The landing page in: a navigation before the router is up would leave it on screen.
      await settled(page, activity);
      this.open = { username, context, page, activity, session: sessionsOf(username) };
    }
    const { page } = this.open;
    if (page.viewportSize()?.width !== width) await page.setViewportSize({ width, height: 800 });
    return page;
  }

  /** The open page. */
  get current() {
    return this.open!.page;
  }

  /** The open page's requests in flight; opening a page counts as activity. */
  get activity() {
    return this.open!.activity;
  }

  /** Opens a portal path the way the menu does (the portal is loaded once per account). */
  navigate(path: string) {
    return openInApp(this.open!.page, this.open!.activity, path);
  }

  /** The API token of the open page's session. */
  async token() {
    const token = await apiToken(this.open!.page);
    this.tokens.set(this.open!.username, token);
    return token;
  }

  async close(request: APIRequestContext) {
    if (this.open) await this.token();
    await this.open?.context.close();
    for (const token of this.tokens.values()) {
      await request.delete('/api/main/Authenticate', {
        headers: { authorization: `Bearer ${token}` },
      });
    }
  }
}

export const test = base.extend<object, { sessions: Sessions }>({
  sessions: [
    async ({ browser, playwright }, use, workerInfo) => {
      const { locale } = workerInfo.project.use;
      const baseURL = serverURL(workerInfo.parallelIndex);
      const sessions = new Sessions(browser, { baseURL, locale });
      await use(sessions);
      const request = await playwright.request.newContext({ baseURL });
      await sessions.close(request);
      await request.dispose();
    },
    { scope: 'worker' },
  ],
});

/** The path with each parameter replaced by a demo record's id, fetched in the open session. */
export async function concretePath(
  path: string,
  username: string,
  sessions: Sessions,
  request: APIRequestContext,
): Promise<string> {
  if (!path.includes('/:')) return path;
  const source = records[path];
  if (!source) throw new Error(`No demo record named for the parameter of ${path}`);
  const calls =
    typeof source.from === 'function'
      ? [source.from(badgeOf(username), await todayToken(request))]
      : ([] as string[]).concat(source.from);
  for (const call of calls) {
    const headers = { authorization: `Bearer ${await sessions.token()}` };
    const url = source.dateToken
      ? `/api/${call}${call.includes('?') ? '&' : '?'}token=${await todayToken(request)}`
      : `/api/${call}`;
    const answer = source.body
      ? await request.post(url, { headers, data: source.body(badgeOf(username)) })
      : await request.get(url, { headers });
    expect(answer.status(), `${call} as ${username}`).toBe(200);
    const id = (source.pick ?? first)((await answer.json()) as Rows);
    if (id !== undefined) return path.replace(/:[A-Za-z_]+/, encodeURIComponent(String(id)));
  }
  throw new Error(`No demo record for ${path} in ${calls.join(', ')} as ${username}`);
}

/** The accounts of the walk, each walking its routes in one signed-in page. */
export const accounts = [...new Set(walk.map(({ account }) => account))];

/**
 * Opens a route of the table in the open session, with a demo record for its parameter, and waits
 * until its content is in: the page itself, not the guard's way back home or the 404 page.
 */
export async function openRoute(
  sessions: Sessions,
  request: APIRequestContext,
  path: string,
  account: string,
): Promise<string> {
  const key = `${account} ${path}`;
  const opened = sessions.lastOpened;
  const here = new URL(sessions.current.url());
  // The route's next width (or language) only resized (or re-worded) the page it opened: it waits
  // for the page to settle again instead of fetching its record and opening it a second time.
  if (opened?.key === key && `${here.pathname}${here.search}` === `/portal${opened.target}`) {
    sessions.activity.last = Date.now();
    await settled(sessions.current, sessions.activity);
    return opened.target;
  }
  const target = await concretePath(path, account, sessions, request);
  await sessions.navigate(`/portal${target}`);
  sessions.lastOpened = { key, target };
  return target;
}
