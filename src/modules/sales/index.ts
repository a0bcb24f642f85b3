import Storefront from '@mui/icons-material/Storefront';
import { ownersOf, usersOf } from '../../../contracts/catalogue';
import type { Campaign } from '../../../contracts/sales/sales';
import { lazyAdapter } from '../../../dataProviders/lazyAdapter';
import {
  atPaths,
  findInList,
  lazyPage,
  menuGroup,
  type PortalModule,
  representedBy,
} from '../module';
import { salesAudited } from './audited';

const adapters = () => import('../../../dataProviders/sales/sales');
const buyers = usersOf('sales');
const owners = ownersOf('sales');
const campaignHit = (to: (id: number) => string) => (campaign: Campaign) => ({
  id: campaign.id,
  label: campaign.name,
  detail: campaign.description,
  to: to(campaign.id),
});

/** Asset sale (Venta de Activos): the buyers' pages and the owners' lists and forms. */
export const sales: PortalModule = {
  name: 'sales',
  menu: [
    menuGroup('assetsSale', buyers, [
      { id: 'salesHome', to: '/Ventas/Home' },
      { id: 'salesCampaigns', to: '/Ventas/Campaign', roles: owners },
      { id: 'salesInventory', to: '/Ventas/Inventario', roles: owners },
      { id: 'salesBuildings', to: '/Ventas/Edificios', roles: owners },
      { id: 'salesOrders', to: '/Ventas/Compras', roles: owners },
      { id: 'salesOrderedItems', to: '/Ventas/ComprasItems', roles: owners },
    ]),
  ],
  routes: [
    { path: '/Ventas/Home', Page: lazyPage(() => import('./SalesHomePage'), 'SalesHomePage') },
    ...atPaths(['/Ventas/form', '/Ventas/form/:idcampaign'], {
      Page: lazyPage(() => import('./PurchaseFormPage'), 'PurchaseFormPage'),
      roles: buyers,
    }),
    {
      path: '/Ventas/CompraDetalle/:id',
      Page: lazyPage(() => import('./OrderDetailPage'), 'OrderDetailPage'),
      roles: buyers,
    },
    {
      path: '/Ventas/Campaign',
      Page: lazyPage(
        () => import('../../../resources/sales/sales-campaigns/CampaignList'),
        'CampaignList',
      ),
    },
    ...atPaths(['/Ventas/FormAdminCampaign', '/Ventas/FormAdminCampaign/:id'], {
      Page: lazyPage(
        () => import('../../../resources/sales/sales-campaigns/CampaignForm'),
        'CampaignForm',
      ),
      roles: owners,
    }),
    {
      path: '/Ventas/Inventario',
      Page: lazyPage(() => import('../../../resources/sales/sales-items/ItemList'), 'ItemList'),
    },
    ...atPaths(['/Ventas/FormAdminInventario', '/Ventas/FormAdminInventario/:id'], {
      Page: lazyPage(() => import('../../../resources/sales/sales-items/ItemForm'), 'ItemForm'),
      roles: owners,
    }),
    {
      path: '/Ventas/Edificios',
      Page: lazyPage(
        () => import('../../../resources/sales/sales-buildings/BuildingList'),
        'BuildingList',
      ),
    },
    ...atPaths(['/Ventas/FormAdminEdificios', '/Ventas/FormAdminEdificios/:id'], {
      Page: lazyPage(
        () => import('../../../resources/sales/sales-buildings/BuildingForm'),
        'BuildingForm',
      ),
      roles: owners,
    }),
    {
      path: '/Ventas/Compras',
      Page: lazyPage(() => import('../../../resources/sales/sales-orders/OrderList'), 'OrderList'),
    },
    {
      path: '/Ventas/ComprasItems',
      Page: lazyPage(
        () => import('../../../resources/sales/sales-ordered-items/OrderedItemList'),
        'OrderedItemList',
      ),
    },
  ],
  search: [
    {
      // The campaigns selling today, opened in the purchase form.
      id: 'campaigns',
      roles: buyers,
      ...findInList<Campaign>(
        'sales-campaigns',
        (q) => ({ active: true, q }),
        campaignHit((id) => `/Ventas/form/${id}`),
      ),
    },
    {
      // Every campaign, for its owners, opened in the campaign's form.
      id: 'campaignAdmin',
      label: 'search.campaignAdmin',
      roles: owners,
      ...findInList<Campaign>(
        'sales-campaigns',
        (q) => ({ q }),
        campaignHit((id) => `/Ventas/FormAdminCampaign/${id}`),
        { field: 'name', order: 'ASC' },
      ),
    },
  ],
  adapters: (services, http) => {
    const main = services.main;
    return {
      'sales-buildings': lazyAdapter(adapters, (m) => m.salesBuildingsAdapter(main, http)),
      'sales-campaigns': lazyAdapter(adapters, (m) =>
        m.salesCampaignsAdapter(main, services.tools, http),
      ),
      'sales-campaign-details': lazyAdapter(adapters, (m) =>
        m.salesCampaignDetailsAdapter(services.tools, http),
      ),
      'sales-items': lazyAdapter(adapters, (m) => m.salesItemsAdapter(main, http)),
      'sales-orders': lazyAdapter(adapters, (m) => m.salesOrdersAdapter(main, http)),
      'sales-my-orders': lazyAdapter(adapters, (m) => m.salesMyOrdersAdapter(main, http)),
      'sales-ordered-items': lazyAdapter(adapters, (m) => m.salesOrderedItemsAdapter(main, http)),
    };
  },
  audited: salesAudited,
  resources: [
    {
      name: 'sales-campaigns',
      label: 'menu.salesCampaigns',
      icon: Storefront,
      recordRepresentation: 'name',
      list: '/Ventas/Campaign',
      create: '/Ventas/FormAdminCampaign',
      edit: '/Ventas/FormAdminCampaign/:id',
    },
    {
      name: 'sales-items',
      label: 'menu.salesInventory',
      icon: Storefront,
      recordRepresentation: 'name',
      list: '/Ventas/Inventario',
      create: '/Ventas/FormAdminInventario',
      edit: '/Ventas/FormAdminInventario/:id',
    },
    {
      name: 'sales-buildings',
      label: 'menu.salesBuildings',
      icon: Storefront,
      recordRepresentation: 'name',
      list: '/Ventas/Edificios',
      create: '/Ventas/FormAdminEdificios',
      edit: '/Ventas/FormAdminEdificios/:id',
    },
    {
      name: 'sales-orders',
      label: 'sales.admin.ordersTitle',
      icon: Storefront,
      recordRepresentation: representedBy('id', 'employee.fullName'),
      list: '/Ventas/Compras',
    },
    {
      name: 'sales-ordered-items',
      label: 'sales.admin.orderedItemsTitle',
      icon: Storefront,
      recordRepresentation: 'name',
      list: '/Ventas/ComprasItems',
    },
  ],
  messages: {
    es: () => import('./i18n/es').then((m) => m.es),
    en: () => import('./i18n/en').then((m) => m.en),
  },
};
