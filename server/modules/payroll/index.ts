import type { ServerModule } from '../types';
import { payrollMessages } from './i18n';
import * as payroll0027 from './migrations/0027_payroll';
import { payrollPolicy } from './policy';
import { payrollRoutes } from './routes';
import { seedPayroll } from './seed';
import { payrollPersonalData } from './personalData';

/** Payroll: my payslips (and their PDF), vacations, aguinaldo and bonuses, on the payroll family. */
export const payroll: ServerModule = {
  name: 'payroll',
  services: { payroll: { policy: payrollPolicy, routes: payrollRoutes } },
  migrations: { '0027_payroll': payroll0027 },
  seed: seedPayroll,
  messages: payrollMessages,
  personalData: payrollPersonalData,
};
