import { ownersOf, SYSTEM_ADMIN, usersOf } from '../../contracts/catalogue';
import { lazyAdapter } from '../../dataProviders/lazyAdapter';
import { lazyPage, type PortalModule } from '../modules/module';
import { useApprovalsMenuStatus } from './useApprovalsMenuStatus';

import { APPROVALS_PATH, REMINDER_DAYS_PATH } from './paths';

export { APPROVALS_PATH, REMINDER_DAYS_PATH };

/**
 * Who may decide some request: the personal days' users (a supervisor is one; the service tells
 * which of them has people) and the owners of the modules only owners decide.
 */
const approvers = [
  ...new Set([
    ...usersOf('personalDays'),
    ...ownersOf('reimbursement', 'schedule', 'appointments', 'transportation'),
  ]),
];

/**
 * `/Aprobaciones`, a page of the shell over the approvals kit (not a module): every request the
 * reader decides, of every module, with its count in the side menu; each row opens the module's
 * own page of the request.
 */
export const approvals: PortalModule = {
  name: 'approvals',
  menu: [
    {
      id: 'approvals',
      to: APPROVALS_PATH,
      roles: approvers,
      // A substitute standing in today may hold none of them.
      alsoForDeciders: true,
      useStatus: useApprovalsMenuStatus,
    },
  ],
  routes: [
    {
      path: APPROVALS_PATH,
      alsoForDeciders: true,
      Page: lazyPage(() => import('./ApprovalsPage'), 'ApprovalsPage'),
    },
    {
      path: REMINDER_DAYS_PATH,
      roles: [SYSTEM_ADMIN],
      Page: lazyPage(() => import('./settings/ReminderDaysPage'), 'ReminderDaysPage'),
    },
  ],
  adapters: ({ main }, http) => ({
    approvals: lazyAdapter(
      () => import('../../dataProviders/approvals'),
      (m) => m.approvalsAdapter(main, http),
    ),
    'approval-settings': lazyAdapter(
      () => import('../../dataProviders/approvalSettings'),
      (m) => m.approvalSettingsAdapter(main, http),
    ),
  }),
  messages: {
    menu: { es: { approvals: 'Aprobaciones' }, en: { approvals: 'Approvals' } },
    es: () => import('./i18n/es').then((m) => m.es),
    en: () => import('./i18n/en').then((m) => m.en),
  },
};
