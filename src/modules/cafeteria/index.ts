import Restaurant from '@mui/icons-material/Restaurant';
import { ownersOf, usersOf } from '../../../contracts/catalogue';
import { lazyAdapter } from '../../../dataProviders/lazyAdapter';
import { atPaths, lazyPage, type PortalModule, representedBy } from '../module';
import {
  CAFETERIAS_FORM,
  CAFETERIAS_LIST,
  CAFETERIAS_RESOURCE,
  CATEGORIES_FORM,
  CATEGORIES_LIST,
  CATEGORIES_RESOURCE,
  DETAIL_PATH,
  HOME_PATH,
  INVOICES_PATH,
  PRICES_FORM,
  PRICES_LIST,
  PRICES_RESOURCE,
} from '../../../resources/cafeteria/shared/paths';

const adapters = () => import('../../../dataProviders/cafeteria/cafeteria');
/** My invoices are payroll pages (deducted from the payslip): the payroll roles open them. */
const payrollUsers = usersOf('payroll');
/** The payroll owners keep the cafeterias' reference data. */
const owners = ownersOf('payroll');

/**
 * The cafeterias: every employee's menu and cart (`/cafeteria/home`, the module has no role),
 * my invoices among the payroll pages, and the owners' reference data (cafeterias, categories,
 * prices), in the menu and from the home page.
 */
export const cafeteria: PortalModule = {
  name: 'cafeteria',
  menu: [
    {
      id: 'cafeteria',
      children: [
        { id: 'cafeteriaHome', to: HOME_PATH },
        { id: 'cafeteriaPlaces', to: CAFETERIAS_LIST, roles: owners },
        { id: 'cafeteriaCategories', to: CATEGORIES_LIST, roles: owners },
        { id: 'cafeteriaPrices', to: PRICES_LIST, roles: owners },
      ],
    },
  ],
  routes: [
    { path: HOME_PATH, Page: lazyPage(() => import('./CafeteriaHomePage'), 'CafeteriaHomePage') },
    {
      path: INVOICES_PATH,
      Page: lazyPage(() => import('./MyInvoicesPage'), 'MyInvoicesPage'),
      roles: payrollUsers,
    },
    {
      path: `${DETAIL_PATH}/:invoiceNumber`,
      Page: lazyPage(() => import('./InvoiceDetailPage'), 'InvoiceDetailPage'),
      roles: payrollUsers,
    },
    {
      path: CAFETERIAS_LIST,
      Page: lazyPage(
        () => import('../../../resources/cafeteria/cafeterias/CafeteriaList'),
        'CafeteriaList',
      ),
      roles: owners,
    },
    ...atPaths([CAFETERIAS_FORM, `${CAFETERIAS_FORM}/:id`], {
      Page: lazyPage(
        () => import('../../../resources/cafeteria/cafeterias/CafeteriaForm'),
        'CafeteriaForm',
      ),
      roles: owners,
    }),
    {
      path: CATEGORIES_LIST,
      Page: lazyPage(
        () => import('../../../resources/cafeteria/cafeteria-categories/CategoryList'),
        'CategoryList',
      ),
      roles: owners,
    },
    ...atPaths([CATEGORIES_FORM, `${CATEGORIES_FORM}/:id`], {
      Page: lazyPage(
        () => import('../../../resources/cafeteria/cafeteria-categories/CategoryForm'),
        'CategoryForm',
      ),
      roles: owners,
    }),
    {
      path: PRICES_LIST,
      Page: lazyPage(
        () => import('../../../resources/cafeteria/cafeteria-prices/PriceList'),
        'PriceList',
      ),
      roles: owners,
    },
    ...atPaths([PRICES_FORM, `${PRICES_FORM}/:id`], {
      Page: lazyPage(
        () => import('../../../resources/cafeteria/cafeteria-prices/PriceForm'),
        'PriceForm',
      ),
      roles: owners,
    }),
  ],
  restResources: [CAFETERIAS_RESOURCE, CATEGORIES_RESOURCE, PRICES_RESOURCE],
  adapters: ({ main, cafeteria: erp }, http) => ({
    'cafeteria-places': lazyAdapter(adapters, (m) => m.placesAdapter(main, http)),
    'cafeteria-menu-categories': lazyAdapter(adapters, (m) => m.menuCategoriesAdapter(main, http)),
    'cafeteria-menu': lazyAdapter(adapters, (m) => m.menuAdapter(main, http)),
    'cafeteria-cart': lazyAdapter(adapters, (m) => m.cartAdapter(main, http)),
    'cafeteria-checkouts': lazyAdapter(adapters, (m) => m.checkoutAdapter(main, http)),
    'cafeteria-invoices': lazyAdapter(adapters, (m) => m.invoicesAdapter(erp, http)),
    'cafeteria-invoice-details': lazyAdapter(adapters, (m) => m.invoiceDetailsAdapter(erp, http)),
  }),
  // The owners' reference data, as the audit trail shows it.
  audited: {
    cafeteria: {
      resource: CAFETERIAS_RESOURCE,
      flags: ['active'],
      page: (id) => `${CAFETERIAS_FORM}/${id}`,
    },
    cafeteria_category: {
      resource: CATEGORIES_RESOURCE,
      flags: ['active'],
      page: (id) => `${CATEGORIES_FORM}/${id}`,
    },
    cafeteria_price: {
      resource: PRICES_RESOURCE,
      // The snapshot is the price row: its amount, its cafeteria's and product's ids.
      minorUnits: ['priceMinor'],
      flags: ['active'],
      page: (id) => `${PRICES_FORM}/${id}`,
    },
  },
  resources: [
    {
      name: CAFETERIAS_RESOURCE,
      label: 'cafeteria.admin.cafeterias',
      icon: Restaurant,
      recordRepresentation: 'name',
      list: CAFETERIAS_LIST,
      create: CAFETERIAS_FORM,
      edit: `${CAFETERIAS_FORM}/:id`,
    },
    {
      name: CATEGORIES_RESOURCE,
      label: 'cafeteria.admin.categories',
      icon: Restaurant,
      recordRepresentation: 'name',
      list: CATEGORIES_LIST,
      create: CATEGORIES_FORM,
      edit: `${CATEGORIES_FORM}/:id`,
    },
    {
      name: PRICES_RESOURCE,
      label: 'cafeteria.admin.prices',
      icon: Restaurant,
      recordRepresentation: representedBy('product', 'cafeteria'),
      list: PRICES_LIST,
      create: PRICES_FORM,
      edit: `${PRICES_FORM}/:id`,
    },
  ],
  messages: {
    menu: {
      es: {
        cafeteria: 'Cafetería',
        cafeteriaHome: 'Menú y pedido',
        cafeteriaPlaces: 'Cafeterías',
        cafeteriaCategories: 'Categorías del menú',
        cafeteriaPrices: 'Precios',
      },
      en: {
        cafeteria: 'Cafeteria',
        cafeteriaHome: 'Menu and order',
        cafeteriaPlaces: 'Cafeterias',
        cafeteriaCategories: 'Menu categories',
        cafeteriaPrices: 'Prices',
      },
    },
    es: () => import('./i18n/es').then((m) => m.es),
    en: () => import('./i18n/en').then((m) => m.en),
  },
};
