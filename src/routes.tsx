import { type ComponentType, lazy, type LazyExoticComponent, type ReactNode } from 'react';
import { Loading, usePermissions } from 'react-admin';
import { matchPath, Navigate, useLocation } from 'react-router-dom';
import { PORTAL_BASE } from './config';
import { canOpen, rolesForPath } from './layout/access';
import { ASSISTANT_NAME } from './layout/menu';
import { NEWSLETTER_OWNERS } from './modules/newsletters/roles';
// Benefits catalogue (issue 6)
import { BENEFIT_OWNERS, BENEFIT_READERS } from './modules/benefits/roles';

export interface PortalRoute {
  /** Path under the portal base, as SPEC §2 writes it. */
  path: string;
  Page: LazyExoticComponent<ComponentType>;
  /** Who may open it; by default the roles of its menu entry (SPEC §6), else any signed-in user. */
  roles?: readonly string[];
}

const page = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  lazy(() => load().then((module) => ({ default: pick(module) })));

/**
 * Every screen of SPEC §2 that exists, one lazy page per module. A module's paths are added
 * here when the module lands: no placeholder pages.
 */
const ADMIN = ['System_Admin'];

export const routes: PortalRoute[] = [
  {
    path: '/Inicio',
    Page: page(
      () => import('./modules/home/HomePage'),
      (m) => m.HomePage,
    ),
  },
  {
    path: '/Kudos/Form',
    Page: page(
      () => import('../resources/home/kudos/KudosCreate'),
      (m) => m.KudosCreate,
    ),
  },
  {
    path: '/Kudos/Form/:id',
    Page: page(
      () => import('../resources/home/kudos/KudosEdit'),
      (m) => m.KudosEdit,
    ),
  },
  {
    path: '/Kudos/Settings',
    Page: page(
      () => import('./modules/home/KudosSettingsPage'),
      (m) => m.KudosSettingsPage,
    ),
  },
  // News administration (an addition to SPEC §2): the owners of the home page.
  {
    path: '/News/Settings',
    Page: page(
      () => import('../resources/home/news/NewsList'),
      (m) => m.NewsList,
    ),
    roles: ['Home_Owner', 'System_Admin'],
  },
  {
    path: '/News/NewsForm',
    Page: page(
      () => import('../resources/home/news/NewsCreate'),
      (m) => m.NewsCreate,
    ),
    roles: ['Home_Owner', 'System_Admin'],
  },
  {
    path: '/News/NewsForm/:id',
    Page: page(
      () => import('../resources/home/news/NewsEdit'),
      (m) => m.NewsEdit,
    ),
    roles: ['Home_Owner', 'System_Admin'],
  },
  // Home settings (SPEC §2 Settings): lists' roles come from the menu; their forms share them.
  {
    path: '/Menu/Settings',
    Page: page(
      () => import('../resources/home/home-menu-items/HomeMenuList'),
      (m) => m.HomeMenuList,
    ),
  },
  {
    path: '/Menu/MenuForm',
    Page: page(
      () => import('../resources/home/home-menu-items/HomeMenuForm'),
      (m) => m.HomeMenuForm,
    ),
    roles: rolesForPath('/Menu/Settings'),
  },
  {
    path: '/Menu/MenuForm/:id',
    Page: page(
      () => import('../resources/home/home-menu-items/HomeMenuForm'),
      (m) => m.HomeMenuForm,
    ),
    roles: rolesForPath('/Menu/Settings'),
  },
  {
    path: '/Video/Settings',
    Page: page(
      () => import('../resources/home/cta-settings/VideoSettings'),
      (m) => m.VideoSettings,
    ),
  },
  {
    path: '/Banners/Settings',
    Page: page(
      () => import('../resources/home/banners/BannerList'),
      (m) => m.BannerList,
    ),
  },
  {
    path: `/Ask${ASSISTANT_NAME}/Settings`,
    Page: page(
      () => import('../resources/home/cta-settings/AssistantSettings'),
      (m) => m.AskAlejandroSettings,
    ),
  },
  {
    path: '/Chatbot/Settings',
    Page: page(
      () => import('../resources/home/cta-settings/AssistantSettings'),
      (m) => m.ChatbotSettings,
    ),
  },
  {
    path: '/Calendar/Settings',
    Page: page(
      () => import('../resources/home/calendar-activities/CalendarActivityList'),
      (m) => m.CalendarActivityList,
    ),
  },
  {
    path: '/Calendar/CalendarForm',
    Page: page(
      () => import('../resources/home/calendar-activities/CalendarActivityForm'),
      (m) => m.CalendarActivityForm,
    ),
    roles: rolesForPath('/Calendar/Settings'),
  },
  {
    path: '/Calendar/CalendarForm/:id',
    Page: page(
      () => import('../resources/home/calendar-activities/CalendarActivityForm'),
      (m) => m.CalendarActivityForm,
    ),
    roles: rolesForPath('/Calendar/Settings'),
  },
  {
    path: '/Contact/Settings',
    Page: page(
      () => import('../resources/home/contacts/ContactList'),
      (m) => m.ContactList,
    ),
  },
  {
    path: '/Contact/ContactForm',
    Page: page(
      () => import('../resources/home/contacts/ContactForm'),
      (m) => m.ContactForm,
    ),
    roles: rolesForPath('/Contact/Settings'),
  },
  {
    path: '/Contact/ContactForm/:id',
    Page: page(
      () => import('../resources/home/contacts/ContactForm'),
      (m) => m.ContactForm,
    ),
    roles: rolesForPath('/Contact/Settings'),
  },
  {
    path: '/permissions/module',
    Page: page(
      () => import('../resources/permissions/modules/ModuleList'),
      (m) => m.ModuleList,
    ),
  },
  {
    path: '/permissions/roles/:code',
    Page: page(
      () => import('../resources/permissions/roles/RoleEdit'),
      (m) => m.RoleEdit,
    ),
    roles: ADMIN,
  },
  {
    path: '/permissions/users/:code',
    Page: page(
      () => import('../resources/permissions/role-users/RoleUserList'),
      (m) => m.RoleUserList,
    ),
    roles: ADMIN,
  },
  {
    path: '/permissions/users/form/:code',
    Page: page(
      () => import('../resources/permissions/role-users/RoleUserCreate'),
      (m) => m.RoleUserCreate,
    ),
    roles: ADMIN,
  },
  {
    path: '/permissions/audit',
    Page: page(
      () => import('../resources/permissions/audit-entries/AuditEntryList'),
      (m) => m.AuditEntryList,
    ),
    roles: ADMIN,
  },
  {
    path: '/newsletters/home',
    Page: page(
      () => import('./modules/newsletters/NewslettersHomePage'),
      (m) => m.NewslettersHomePage,
    ),
  },
  {
    path: '/newsletters/list',
    Page: page(
      () => import('../resources/newsletters/newsletters/NewsletterList'),
      (m) => m.NewsletterList,
    ),
    roles: NEWSLETTER_OWNERS,
  },
  {
    path: '/newsletters/form',
    Page: page(
      () => import('../resources/newsletters/newsletters/NewsletterCreate'),
      (m) => m.NewsletterCreate,
    ),
    roles: NEWSLETTER_OWNERS,
  },
  {
    path: '/newsletters/form/:id',
    Page: page(
      () => import('../resources/newsletters/newsletters/NewsletterEdit'),
      (m) => m.NewsletterEdit,
    ),
    roles: NEWSLETTER_OWNERS,
  },
  // Benefits catalogue (issue 6): employee pages and the administrators' screens.
  {
    path: '/Benefits/Home',
    Page: page(
      () => import('./modules/benefits/BenefitsHomePage'),
      (m) => m.BenefitsHomePage,
    ),
    roles: BENEFIT_READERS,
  },
  {
    path: '/Benefits/MontlyDiscounts',
    Page: page(
      () => import('./modules/benefits/MonthlyDiscountsPage'),
      (m) => m.MonthlyDiscountsPage,
    ),
    roles: BENEFIT_READERS,
  },
  {
    path: '/Benefits/Category',
    Page: page(
      () => import('./modules/benefits/CategoryPage'),
      (m) => m.CategoryPage,
    ),
    roles: BENEFIT_READERS,
  },
  {
    path: '/Benefits/Category/:id',
    Page: page(
      () => import('./modules/benefits/CategoryPage'),
      (m) => m.CategoryPage,
    ),
    roles: BENEFIT_READERS,
  },
  {
    path: '/Benefits/Detalle/:id',
    Page: page(
      () => import('./modules/benefits/BenefitDetailPage'),
      (m) => m.BenefitDetailPage,
    ),
    roles: BENEFIT_READERS,
  },
  {
    path: '/Benefits/Configuration',
    Page: page(
      () => import('../resources/benefits/benefit-page-settings/PageSettingsForm'),
      (m) => m.PageSettingsForm,
    ),
    roles: BENEFIT_OWNERS,
  },
  {
    path: '/Benefits/Discounts',
    Page: page(
      () => import('../resources/benefits/benefit-discounts/DiscountScreens'),
      (m) => m.DiscountList,
    ),
    roles: BENEFIT_OWNERS,
  },
  {
    path: '/Benefits/FormDiscountBenefits',
    Page: page(
      () => import('../resources/benefits/benefit-discounts/DiscountScreens'),
      (m) => m.DiscountCreate,
    ),
    roles: BENEFIT_OWNERS,
  },
  {
    path: '/Benefits/FormDiscountBenefits/:id',
    Page: page(
      () => import('../resources/benefits/benefit-discounts/DiscountScreens'),
      (m) => m.DiscountEdit,
    ),
    roles: BENEFIT_OWNERS,
  },
  {
    path: '/Benefits/Categories',
    Page: page(
      () => import('../resources/benefits/benefit-categories/CategoryScreens'),
      (m) => m.CategoryList,
    ),
    roles: BENEFIT_OWNERS,
  },
  {
    path: '/Benefits/FormCategoryBenefits',
    Page: page(
      () => import('../resources/benefits/benefit-categories/CategoryScreens'),
      (m) => m.CategoryCreate,
    ),
    roles: BENEFIT_OWNERS,
  },
  {
    path: '/Benefits/FormCategoryBenefits/:id',
    Page: page(
      () => import('../resources/benefits/benefit-categories/CategoryScreens'),
      (m) => m.CategoryEdit,
    ),
    roles: BENEFIT_OWNERS,
  },
  {
    path: '/Benefits/Links',
    Page: page(
      () => import('../resources/benefits/benefit-link-types/LinkTypeScreens'),
      (m) => m.LinkTypeList,
    ),
    roles: BENEFIT_OWNERS,
  },
  {
    path: '/Benefits/FormLinksBenefit',
    Page: page(
      () => import('../resources/benefits/benefit-link-types/LinkTypeScreens'),
      (m) => m.LinkTypeCreate,
    ),
    roles: BENEFIT_OWNERS,
  },
  {
    path: '/Benefits/FormLinksBenefit/:id',
    Page: page(
      () => import('../resources/benefits/benefit-link-types/LinkTypeScreens'),
      (m) => m.LinkTypeEdit,
    ),
    roles: BENEFIT_OWNERS,
  },
  {
    path: '/Benefits/AdminFormBenefits',
    Page: page(
      () => import('../resources/benefits/benefits/BenefitList'),
      (m) => m.BenefitList,
    ),
    roles: BENEFIT_OWNERS,
  },
  {
    path: '/Benefits/AdminFormBenefitsDetails/:id',
    Page: page(
      () => import('../resources/benefits/benefits/BenefitAdminDetails'),
      (m) => m.BenefitAdminDetails,
    ),
    roles: BENEFIT_OWNERS,
  },
  {
    path: '/Benefits/FormAdminBenefits',
    Page: page(
      () => import('../resources/benefits/benefits/BenefitForms'),
      (m) => m.BenefitCreate,
    ),
    roles: BENEFIT_OWNERS,
  },
  {
    path: '/Benefits/FormAdminBenefits/:id',
    Page: page(
      () => import('../resources/benefits/benefits/BenefitForms'),
      (m) => m.BenefitEdit,
    ),
    roles: BENEFIT_OWNERS,
  },
  // End of Benefits catalogue
  // Sales — Venta de Activos (issue 7): employee pages take the Ventas Home roles; admin forms
  // the roles of their list's menu entry.
  {
    path: '/Ventas/Home',
    Page: page(
      () => import('./modules/sales/SalesHomePage'),
      (m) => m.SalesHomePage,
    ),
  },
  ...['/Ventas/form', '/Ventas/form/:idcampaign'].map((path) => ({
    path,
    Page: page(
      () => import('./modules/sales/PurchaseFormPage'),
      (m) => m.PurchaseFormPage,
    ),
    roles: rolesForPath('/Ventas/Home'),
  })),
  {
    path: '/Ventas/CompraDetalle/:id',
    Page: page(
      () => import('./modules/sales/OrderDetailPage'),
      (m) => m.OrderDetailPage,
    ),
    roles: rolesForPath('/Ventas/Home'),
  },
  {
    path: '/Ventas/Campaign',
    Page: page(
      () => import('../resources/sales/sales-campaigns/CampaignList'),
      (m) => m.CampaignList,
    ),
  },
  ...['/Ventas/FormAdminCampaign', '/Ventas/FormAdminCampaign/:id'].map((path) => ({
    path,
    Page: page(
      () => import('../resources/sales/sales-campaigns/CampaignForm'),
      (m) => m.CampaignForm,
    ),
    roles: rolesForPath('/Ventas/Campaign'),
  })),
  {
    path: '/Ventas/Inventario',
    Page: page(
      () => import('../resources/sales/sales-items/ItemList'),
      (m) => m.ItemList,
    ),
  },
  ...['/Ventas/FormAdminInventario', '/Ventas/FormAdminInventario/:id'].map((path) => ({
    path,
    Page: page(
      () => import('../resources/sales/sales-items/ItemForm'),
      (m) => m.ItemForm,
    ),
    roles: rolesForPath('/Ventas/Inventario'),
  })),
  {
    path: '/Ventas/Edificios',
    Page: page(
      () => import('../resources/sales/sales-buildings/BuildingList'),
      (m) => m.BuildingList,
    ),
  },
  ...['/Ventas/FormAdminEdificios', '/Ventas/FormAdminEdificios/:id'].map((path) => ({
    path,
    Page: page(
      () => import('../resources/sales/sales-buildings/BuildingForm'),
      (m) => m.BuildingForm,
    ),
    roles: rolesForPath('/Ventas/Edificios'),
  })),
  {
    path: '/Ventas/Compras',
    Page: page(
      () => import('../resources/sales/sales-orders/OrderList'),
      (m) => m.OrderList,
    ),
  },
  {
    path: '/Ventas/ComprasItems',
    Page: page(
      () => import('../resources/sales/sales-ordered-items/OrderedItemList'),
      (m) => m.OrderedItemList,
    ),
  },
].map((route: PortalRoute) => ({ ...route, roles: route.roles ?? rolesForPath(route.path) }));

/** Whether a path (under the base) opens a page of the route table. */
export const isRegisteredPath = (path: string) =>
  routes.some((route) => matchPath({ path: route.path, caseSensitive: false }, path) !== null);

/**
 * The route guard of SPEC §6: a user without one of the route's roles goes to `/inicio`, with the
 * original URL kept in the location state. The services refuse the calls anyway.
 */
export function RouteGuard({
  roles,
  children,
}: {
  roles?: readonly string[];
  children: ReactNode;
}) {
  const { permissions, isPending } = usePermissions<string[]>();
  const location = useLocation();
  if (isPending) return <Loading />;
  if (!canOpen(roles, permissions ?? [])) {
    return (
      <Navigate
        to={`${PORTAL_BASE}/inicio`}
        replace
        state={{ from: `${location.pathname}${location.search}` }}
      />
    );
  }
  return <>{children}</>;
}
