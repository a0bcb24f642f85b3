import { usersOf } from '../../../contracts/catalogue';
import { lazyAdapter } from '../../../dataProviders/lazyAdapter';
import { lazyPage, menuGroup, type PortalModule } from '../module';
import {
  BONUSES_PATH,
  CAFETERIA_PATH,
  HOME_PATH,
  PAYSLIP_PATH,
} from '../../../resources/payroll/shared/paths';

const adapters = () => import('../../../dataProviders/payroll/payroll');
const users = usersOf('payroll');

/**
 * Planilla: my pay at a glance, my payslips (with vacations and aguinaldo) and my bonuses, always
 * the session's own. The group also links my cafeteria invoices, a page of the cafeteria module
 * at a payroll path (it declares that route; only the menu entry is here).
 */
export const payroll: PortalModule = {
  name: 'payroll',
  menu: [
    menuGroup('payroll', users, [
      { id: 'payrollHome', to: HOME_PATH },
      { id: 'payrollPayslip', to: PAYSLIP_PATH },
      { id: 'payrollBonuses', to: BONUSES_PATH },
      { id: 'payrollCafeteria', to: CAFETERIA_PATH },
    ]),
  ],
  routes: [
    { path: HOME_PATH, Page: lazyPage(() => import('./PayrollHomePage'), 'PayrollHomePage') },
    { path: PAYSLIP_PATH, Page: lazyPage(() => import('./PayslipPage'), 'PayslipPage') },
    { path: BONUSES_PATH, Page: lazyPage(() => import('./BonusesPage'), 'BonusesPage') },
  ],
  adapters: ({ payroll: payrollApi, cafeteria }, http, functionKeys) => ({
    payslips: lazyAdapter(adapters, (m) =>
      m.payslipsAdapter(payrollApi, http, functionKeys.payroll),
    ),
    'payroll-vacations': lazyAdapter(adapters, (m) =>
      m.vacationsAdapter(payrollApi, http, functionKeys.payroll),
    ),
    'payroll-year-bonus': lazyAdapter(adapters, (m) =>
      m.yearBonusAdapter(payrollApi, http, functionKeys.payroll),
    ),
    'payroll-bonuses': lazyAdapter(adapters, (m) =>
      m.bonusesAdapter(payrollApi, http, functionKeys.payroll),
    ),
    'payroll-cafeteria-pending': lazyAdapter(adapters, (m) =>
      m.cafeteriaPendingAdapter(cafeteria, http),
    ),
  }),
  messages: {
    menu: {
      es: {
        payrollHome: 'Resumen de planilla',
        payrollPayslip: 'Colillas',
        payrollBonuses: 'Bonos',
        payrollCafeteria: 'Mis facturas de cafetería',
      },
      en: {
        payrollHome: 'Payroll summary',
        payrollPayslip: 'Payslips',
        payrollBonuses: 'Bonuses',
        payrollCafeteria: 'My cafeteria invoices',
      },
    },
    es: () => import('./i18n/es').then((m) => m.es),
    en: () => import('./i18n/en').then((m) => m.en),
  },
};
