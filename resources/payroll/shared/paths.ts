/** My pay at a glance. */
export const HOME_PATH = '/payroll/home';
/** My payslips, vacations and aguinaldo (`?tab=`, `?period=` for one payslip). */
export const PAYSLIP_PATH = '/payroll/payslip';
export const BONUSES_PATH = '/payroll/bonos';
/** My cafeteria invoices: the cafeteria module's page, in this module's menu group. */
export const CAFETERIA_PATH = '/payroll/cafeteria';

/** The tabs of the payslip page. */
export const PAYSLIP_TABS = ['salaries', 'vacations', 'yearBonus'] as const;
export type PayslipTab = (typeof PAYSLIP_TABS)[number];

/** One payslip on the payslip page. */
export const payslipPath = (periodStart: string) =>
  `${PAYSLIP_PATH}?period=${encodeURIComponent(periodStart)}`;
export const payslipTabPath = (tab: PayslipTab) => `${PAYSLIP_PATH}?tab=${tab}`;
