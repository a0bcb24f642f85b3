import EventAvailable from '@mui/icons-material/EventAvailable';
import { ownersOf, usersOf } from '../../../contracts/catalogue';
import { lazyAdapter } from '../../../dataProviders/lazyAdapter';
import { atPaths, lazyPage, menuGroup, type PortalModule, representedBy } from '../module';
import {
  APPROVALS_LIST,
  HOLIDAY_FORM,
  HOLIDAY_LIST,
} from '../../../resources/personalDays/shared/paths';

const adapters = () => import('../../../dataProviders/personalDays/personalDays');
const users = usersOf('personalDays');
const owners = ownersOf('personalDays');

/**
 * Personal days: my balance and requests, the request form, the approvers' inbox (a supervisor is
 * a PD user; the service shows each approver only their people's requests) and, for the owners,
 * the company's holidays, each in the side menu.
 */
export const personalDays: PortalModule = {
  name: 'personalDays',
  menu: [
    menuGroup('personalDays', users, [
      { id: 'personalDaysMine', to: '/PersonalDays' },
      { id: 'personalDaysApprovals', to: APPROVALS_LIST },
      { id: 'personalDaysHolidays', to: HOLIDAY_LIST, roles: owners },
    ]),
  ],
  routes: [
    { path: '/PersonalDays', Page: lazyPage(() => import('./MyDaysPage'), 'MyDaysPage') },
    ...atPaths(['/FormRequestDay', '/FormRequestDay/:id'], {
      Page: lazyPage(() => import('./DayRequestFormPage'), 'DayRequestFormPage'),
      roles: users,
    }),
    {
      path: APPROVALS_LIST,
      Page: lazyPage(
        () => import('../../../resources/personalDays/personal-days-approvals/DayApprovalList'),
        'DayApprovalList',
      ),
      roles: users,
    },
    {
      path: `${APPROVALS_LIST}/:id`,
      Page: lazyPage(
        () => import('../../../resources/personalDays/personal-days-approvals/DayApprovalShow'),
        'DayApprovalShow',
      ),
      roles: users,
      // A request's own page: a substitute reaches it from /Aprobaciones (the list stays users').
      alsoForDeciders: true,
    },
    {
      path: HOLIDAY_LIST,
      Page: lazyPage(
        () => import('../../../resources/personalDays/company-holidays/HolidayList'),
        'HolidayList',
      ),
      roles: owners,
    },
    ...atPaths([HOLIDAY_FORM, `${HOLIDAY_FORM}/:id`], {
      Page: lazyPage(
        () => import('../../../resources/personalDays/company-holidays/HolidayForm'),
        'HolidayForm',
      ),
      roles: owners,
    }),
  ],
  restResources: ['personal-days-approvals', 'personal-day-team-days', 'company-holidays'],
  adapters: ({ main }, http) => ({
    'personal-day-categories': lazyAdapter(adapters, (m) => m.dayCategoriesAdapter(main, http)),
    'personal-day-intervals': lazyAdapter(adapters, (m) => m.dayIntervalsAdapter(main, http)),
    'personal-day-requests': lazyAdapter(adapters, (m) => m.dayRequestsAdapter(main, http)),
    'personal-days-validation': lazyAdapter(adapters, (m) => m.userValidationAdapter(main, http)),
  }),
  // The owners' holidays and the approvers' decisions, as the audit trail shows them.
  audited: {
    company_holiday: {
      resource: 'company-holidays',
      nameOf: (snapshot) => (typeof snapshot.name === 'string' ? snapshot.name : undefined),
      page: (id) => `${HOLIDAY_FORM}/${id}`,
    },
    personal_day_request: {
      resource: 'personal-days-approvals',
      // A decision's snapshot holds the requested day, the status and the approver's note.
      nameOf: (snapshot) =>
        typeof snapshot.requestDate === 'string' ? snapshot.requestDate : undefined,
      page: (id) => `${APPROVALS_LIST}/${id}`,
    },
  },
  resources: [
    {
      name: 'personal-days-approvals',
      label: 'personalDays.approvals.title',
      icon: EventAvailable,
      recordRepresentation: representedBy('employeeName', 'requestDate'),
      list: APPROVALS_LIST,
      show: `${APPROVALS_LIST}/:id`,
    },
    {
      name: 'company-holidays',
      label: 'personalDays.holidays.title',
      icon: EventAvailable,
      recordRepresentation: representedBy('name', 'date'),
      list: HOLIDAY_LIST,
      create: HOLIDAY_FORM,
      edit: `${HOLIDAY_FORM}/:id`,
    },
  ],
  messages: {
    menu: {
      es: {
        personalDaysMine: 'Mis días',
        personalDaysApprovals: 'Aprobaciones',
        personalDaysHolidays: 'Feriados',
      },
      en: {
        personalDaysMine: 'My days',
        personalDaysApprovals: 'Approvals',
        personalDaysHolidays: 'Holidays',
      },
    },
    es: () => import('./i18n/es').then((m) => m.es),
    en: () => import('./i18n/en').then((m) => m.en),
  },
};
