import { lazyAdapter } from '../../../dataProviders/lazyAdapter';
import {
  DELEGATION_PATH,
  DELEGATIONS,
  MY_DELEGATIONS,
} from '../../../resources/delegation/shared/paths';
import { lazyPage, type PortalModule } from '../../modules/module';

const adapters = () => import('../../../dataProviders/delegation/delegations');

/**
 * Delegation: every employee's page of their delegations (an approver names a substitute, a
 * substitute sees for whom they stand in); administrators see everyone's and name one for an
 * approver who is away. The service tells who decides anything to delegate.
 */
export const delegation: PortalModule = {
  name: 'delegation',
  menu: [{ id: 'approvalDelegation', to: DELEGATION_PATH }],
  routes: [
    { path: DELEGATION_PATH, Page: lazyPage(() => import('./DelegationPage'), 'DelegationPage') },
  ],
  adapters: ({ main }, http) => ({
    [MY_DELEGATIONS]: lazyAdapter(adapters, (m) => m.myDelegationsAdapter(main, http)),
    [DELEGATIONS]: lazyAdapter(adapters, (m) => m.delegationsAdapter(main, http)),
  }),
  messages: {
    menu: {
      es: { approvalDelegation: 'Delegación de aprobaciones' },
      en: { approvalDelegation: 'Approval delegation' },
    },
    es: () => import('./i18n/es').then((m) => m.es),
    en: () => import('./i18n/en').then((m) => m.en),
  },
};
