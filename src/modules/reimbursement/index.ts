import School from '@mui/icons-material/School';
import { ownersOf } from '../../../contracts/catalogue';
import type { ReimbursementSummary } from '../../../contracts/reimbursement/reimbursement';
import { lazyAdapter } from '../../../dataProviders/lazyAdapter';
import { findInList, lazyPage, type PortalModule, representedBy } from '../module';
import {
  APPROVALS_PATH,
  APPROVALS_RESOURCE,
  DETAIL_PATH,
  detailPath,
  LIST_PATH,
  NEW_PATH,
} from '../../../resources/reimbursement/shared/paths';

const adapters = () => import('../../../dataProviders/reimbursement/reimbursement');
const owners = ownersOf('reimbursement');

/**
 * Educational reimbursement: every employee's request form and requests (the module has no user
 * role: its employee entries list no roles), and the owners' inbox where requests are approved
 * or rejected. A request's page serves both: the service answers it to its author and the owners.
 */
export const reimbursement: PortalModule = {
  name: 'reimbursement',
  menu: [
    {
      id: 'reimbursement',
      children: [
        { id: 'reimbursementNew', to: NEW_PATH },
        { id: 'reimbursementMine', to: LIST_PATH },
        { id: 'reimbursementApprovals', to: APPROVALS_PATH, roles: owners },
      ],
    },
  ],
  routes: [
    {
      path: NEW_PATH,
      Page: lazyPage(() => import('./NewReimbursementPage'), 'NewReimbursementPage'),
    },
    {
      path: LIST_PATH,
      Page: lazyPage(() => import('./MyReimbursementsPage'), 'MyReimbursementsPage'),
    },
    {
      // No id in the path: the contract's route reads it from the query (?id=).
      path: DETAIL_PATH,
      Page: lazyPage(() => import('./ReimbursementDetailPage'), 'ReimbursementDetailPage'),
    },
    {
      path: APPROVALS_PATH,
      Page: lazyPage(
        () =>
          import('../../../resources/reimbursement/reimbursement-approvals/ReimbursementApprovalList'),
        'ReimbursementApprovalList',
      ),
    },
  ],
  search: [
    {
      // Owners find a request by its author, badge, invoice or course, whatever its status.
      id: 'reimbursements',
      roles: owners,
      ...findInList<ReimbursementSummary>(
        APPROVALS_RESOURCE,
        (q) => ({ q }),
        (request) => ({
          id: request.id,
          label: `${request.employeeName} · ${request.course}`,
          detail: request.invoiceNumber,
          to: detailPath(request.id),
        }),
        { field: 'submittedAt', order: 'DESC' },
      ),
    },
  ],
  restResources: [APPROVALS_RESOURCE],
  adapters: (services, http) => ({
    'reimbursement-options': lazyAdapter(adapters, (m) =>
      m.reimbursementOptionsAdapter(services.main, http),
    ),
    'my-reimbursements': lazyAdapter(adapters, (m) =>
      m.myReimbursementsAdapter(services.main, http),
    ),
    'reimbursement-details': lazyAdapter(adapters, (m) =>
      m.reimbursementDetailsAdapter(services.main, http),
    ),
  }),
  // The owners' decisions and the authors' withdrawals are audited: the trail opens the request.
  audited: {
    reimbursement: {
      resource: APPROVALS_RESOURCE,
      renamed: { amountMinor: 'amount' },
      minorUnits: ['amountMinor'],
      nameOf: (snapshot) =>
        typeof snapshot.invoiceNumber === 'string' ? snapshot.invoiceNumber : undefined,
      page: (id) => detailPath(id),
    },
  },
  resources: [
    // A request's page reads its id from the query (`?id=`), as the contract's route.
    {
      name: APPROVALS_RESOURCE,
      label: 'reimbursement.approvals.title',
      icon: School,
      recordRepresentation: representedBy('employeeName', 'invoiceNumber'),
      list: APPROVALS_PATH,
      show: `${DETAIL_PATH}?id=:id`,
    },
  ],
  messages: {
    menu: {
      es: {
        reimbursement: 'Reembolso educativo',
        reimbursementNew: 'Solicitar reembolso',
        reimbursementMine: 'Mis reembolsos',
        reimbursementApprovals: 'Aprobaciones',
      },
      en: {
        reimbursement: 'Educational reimbursement',
        reimbursementNew: 'Request a reimbursement',
        reimbursementMine: 'My reimbursements',
        reimbursementApprovals: 'Approvals',
      },
    },
    es: () => import('./i18n/es').then((m) => m.es),
    en: () => import('./i18n/en').then((m) => m.en),
  },
};
