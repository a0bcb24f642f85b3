import type { ServerModule } from '../types';
import { reimbursementMessages } from './i18n';
import * as reimbursement0025 from './migrations/0025_reimbursement';
import { reimbursementPolicy } from './policy';
import { reimbursementRoutes } from './routes';
import { seedReimbursements } from './seed';
import { reimbursementPersonalData } from './personalData';

/** Educational reimbursement: the employees' requests with their documents, the owners' approvals. */
export const reimbursement: ServerModule = {
  name: 'reimbursement',
  services: { main: { policy: reimbursementPolicy, routes: reimbursementRoutes } },
  migrations: { '0025_reimbursement': reimbursement0025 },
  seed: seedReimbursements,
  messages: reimbursementMessages,
  personalData: reimbursementPersonalData,
};
