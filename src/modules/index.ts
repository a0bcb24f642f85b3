/**
 * The composition root of the portal: the list of modules. The route table, the side menu, the
 * data provider and the language catalogues are built from them. Adding a module is one line here
 * (docs/CONVENTIONS.md).
 */
import { approvals } from '../approvals';
import { privacy } from '../privacy';
import { account } from './account';
import { appointments } from './appointments';
import { benefits } from './benefits';
import { cafeteria } from './cafeteria';
import { certificates } from './certificates';
import { delegation } from '../approvals/delegation';
import { extracurricular } from './extracurricular';
import { growth } from './growth';
import { home } from './home';
import { lss } from './lss';
import type { PortalModule } from './module';
import { newsletters } from './newsletters';
import { payroll } from './payroll';
import { permissions } from './permissions';
import { personalDays } from './personalDays';
import { referrals } from './referrals';
import { reimbursement } from './reimbursement';
import { sales } from './sales';
import { schedule } from './schedule';
import { transportation } from './transportation';
import { workforce } from './workforce';

export const modules: readonly PortalModule[] = [
  account,
  home,
  permissions,
  newsletters,
  benefits,
  sales,
  referrals,
  growth,
  personalDays,
  lss,
  reimbursement,
  payroll,
  cafeteria,
  certificates,
  schedule,
  appointments,
  extracurricular,
  transportation,
  workforce,
  // A page of the shell over the approvals kit: after the modules whose requests it gathers.
  approvals,
  delegation,
  privacy,
];
