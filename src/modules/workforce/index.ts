import Badge from '@mui/icons-material/Badge';
import { ownersOf } from '../../../contracts/catalogue';
import { lazyAdapter } from '../../../dataProviders/lazyAdapter';
import {
  EMPLOYEE_FORM,
  EMPLOYEE_IMPORT,
  EMPLOYEE_LIST,
} from '../../../resources/workforce/shared/paths';
import { lazyPage, menuGroup, type PortalModule, representedBy } from '../module';

const adapters = () => import('../../../dataProviders/workforce/workforce');
const admins = ownersOf('workforce');

/** The workforce: HR's employees administration and CSV import (Workforce_Admin, System_Admin). */
export const workforce: PortalModule = {
  name: 'workforce',
  menu: [
    menuGroup('workforce', admins, [
      { id: 'workforceEmployees', to: EMPLOYEE_LIST },
      { id: 'workforceImport', to: EMPLOYEE_IMPORT },
    ]),
  ],
  routes: [
    {
      path: EMPLOYEE_LIST,
      Page: lazyPage(
        () => import('../../../resources/workforce/workforce-employees/EmployeeList'),
        'EmployeeList',
      ),
    },
    {
      path: `${EMPLOYEE_FORM}/:id`,
      Page: lazyPage(
        () => import('../../../resources/workforce/workforce-employees/EmployeeForm'),
        'EmployeeForm',
      ),
      roles: admins,
    },
    {
      path: EMPLOYEE_IMPORT,
      Page: lazyPage(() => import('./EmployeeImportPage'), 'EmployeeImportPage'),
    },
  ],
  restResources: ['workforce-employees', 'workforce-employee-changes'],
  adapters: (services, http) => ({
    workforce: lazyAdapter(adapters, (m) => m.workforceAdapter(services.main, http)),
  }),
  resources: [
    {
      name: 'workforce-employees',
      label: 'workforce.employees.title',
      icon: Badge,
      recordRepresentation: representedBy('displayName', 'badge'),
      list: EMPLOYEE_LIST,
      edit: `${EMPLOYEE_FORM}/:id`,
    },
  ],
  messages: {
    menu: {
      es: {
        workforce: 'Personal',
        workforceEmployees: 'Colaboradores',
        workforceImport: 'Importar colaboradores',
      },
      en: {
        workforce: 'Workforce',
        workforceEmployees: 'Employees',
        workforceImport: 'Import employees',
      },
    },
    es: () => import('./i18n/es').then((m) => m.es),
    en: () => import('./i18n/en').then((m) => m.en),
  },
};
