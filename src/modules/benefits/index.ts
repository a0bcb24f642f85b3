import CardGiftcard from '@mui/icons-material/CardGiftcard';
import { SYSTEM_ADMIN } from '../../../contracts/catalogue';
import type { BenefitSummary } from '../../../contracts/benefits/benefits';
import { lazyAdapter } from '../../../dataProviders/lazyAdapter';
import { BOUNDARIES_PAGE } from '../../../resources/benefits/shared/paths';
import {
  atPaths,
  findInList,
  lazyPage,
  menuGroup,
  type PortalModule,
  representedBy,
} from '../module';
import { benefitsAudited } from './audited';
import { BENEFIT_OWNERS, BENEFIT_READERS } from './roles';

const catalogue = () => import('../../../dataProviders/benefits/benefits');
const locations = () => import('../../../dataProviders/benefits/locations');
const screens = {
  categories: () => import('../../../resources/benefits/benefit-categories/CategoryScreens'),
  discounts: () => import('../../../resources/benefits/benefit-discounts/DiscountScreens'),
  linkTypes: () => import('../../../resources/benefits/benefit-link-types/LinkTypeScreens'),
  benefits: () => import('../../../resources/benefits/benefits/BenefitForms'),
};

/** Benefits: the employees' catalogue with its locations, and the owners' screens. */
export const benefits: PortalModule = {
  name: 'benefits',
  menu: [
    menuGroup('benefits', BENEFIT_READERS, [
      { id: 'benefitsHome', to: '/Benefits/Home' },
      { id: 'benefitsAdmin', to: '/Benefits/AdminFormBenefits', roles: BENEFIT_OWNERS },
      { id: 'benefitsDiscounts', to: '/Benefits/Discounts', roles: BENEFIT_OWNERS },
      { id: 'benefitsCategories', to: '/Benefits/Categories', roles: BENEFIT_OWNERS },
      { id: 'benefitsLinkTypes', to: '/Benefits/Links', roles: BENEFIT_OWNERS },
      { id: 'benefitsBoundaries', to: BOUNDARIES_PAGE, roles: [SYSTEM_ADMIN] },
    ]),
  ],
  routes: [
    ...[
      {
        path: '/Benefits/Home',
        Page: lazyPage(() => import('./BenefitsHomePage'), 'BenefitsHomePage'),
      },
      {
        path: '/Benefits/MontlyDiscounts',
        Page: lazyPage(() => import('./MonthlyDiscountsPage'), 'MonthlyDiscountsPage'),
      },
      ...atPaths(['/Benefits/Category', '/Benefits/Category/:id'], {
        Page: lazyPage(() => import('./CategoryPage'), 'CategoryPage'),
      }),
      {
        path: '/Benefits/Detalle/:id',
        Page: lazyPage(() => import('./BenefitDetailPage'), 'BenefitDetailPage'),
      },
    ].map((route) => ({ ...route, roles: BENEFIT_READERS })),
    ...[
      {
        path: '/Benefits/Configuration',
        Page: lazyPage(
          () => import('../../../resources/benefits/benefit-page-settings/PageSettingsForm'),
          'PageSettingsForm',
        ),
      },
      { path: '/Benefits/Discounts', Page: lazyPage(screens.discounts, 'DiscountList') },
      {
        path: '/Benefits/FormDiscountBenefits',
        Page: lazyPage(screens.discounts, 'DiscountCreate'),
      },
      {
        path: '/Benefits/FormDiscountBenefits/:id',
        Page: lazyPage(screens.discounts, 'DiscountEdit'),
      },
      { path: '/Benefits/Categories', Page: lazyPage(screens.categories, 'CategoryList') },
      {
        path: '/Benefits/FormCategoryBenefits',
        Page: lazyPage(screens.categories, 'CategoryCreate'),
      },
      {
        path: '/Benefits/FormCategoryBenefits/:id',
        Page: lazyPage(screens.categories, 'CategoryEdit'),
      },
      { path: '/Benefits/Links', Page: lazyPage(screens.linkTypes, 'LinkTypeList') },
      { path: '/Benefits/FormLinksBenefit', Page: lazyPage(screens.linkTypes, 'LinkTypeCreate') },
      { path: '/Benefits/FormLinksBenefit/:id', Page: lazyPage(screens.linkTypes, 'LinkTypeEdit') },
      {
        path: '/Benefits/AdminFormBenefits',
        Page: lazyPage(
          () => import('../../../resources/benefits/benefits/BenefitList'),
          'BenefitList',
        ),
      },
      {
        path: '/Benefits/AdminFormBenefitsDetails/:id',
        Page: lazyPage(
          () => import('../../../resources/benefits/benefits/BenefitAdminDetails'),
          'BenefitAdminDetails',
        ),
      },
      { path: '/Benefits/FormAdminBenefits', Page: lazyPage(screens.benefits, 'BenefitCreate') },
      { path: '/Benefits/FormAdminBenefits/:id', Page: lazyPage(screens.benefits, 'BenefitEdit') },
    ].map((route) => ({ ...route, roles: BENEFIT_OWNERS })),
    {
      path: BOUNDARIES_PAGE,
      Page: lazyPage(() => import('./BoundaryImportPage'), 'BoundaryImportPage'),
      roles: [SYSTEM_ADMIN],
    },
  ],
  search: [
    {
      id: 'benefits',
      roles: BENEFIT_READERS,
      ...findInList<BenefitSummary>(
        'benefits',
        (q) => ({ q, active: true }),
        (benefit) => ({
          id: benefit.id,
          label: benefit.name,
          detail: benefit.categoryName,
          to: `/Benefits/Detalle/${benefit.id}`,
        }),
        { field: 'name', order: 'ASC' },
      ),
    },
  ],
  adapters: (services, http) => {
    const main = services.main;
    return {
      'benefit-categories': lazyAdapter(catalogue, (m) => m.benefitCategoriesAdapter(main, http)),
      'benefit-link-types': lazyAdapter(catalogue, (m) => m.benefitLinkTypesAdapter(main, http)),
      benefits: lazyAdapter(catalogue, (m) => m.benefitsAdapter(main, http)),
      'benefit-discounts': lazyAdapter(catalogue, (m) => m.benefitDiscountsAdapter(main, http)),
      'benefit-page-settings': lazyAdapter(catalogue, (m) =>
        m.benefitPageSettingsAdapter(main, http),
      ),
      'benefit-locations': lazyAdapter(locations, (m) => m.benefitLocationsAdapter(main, http)),
      'division-boundaries': lazyAdapter(locations, (m) => m.boundariesAdapter(main, http)),
      ...Object.fromEntries(
        (['provinces', 'cantons', 'districts'] as const).map((resource) => [
          resource,
          lazyAdapter(locations, (m) => m.geographyAdapters(main, http)[resource]),
        ]),
      ),
    };
  },
  audited: benefitsAudited,
  resources: [
    {
      name: 'benefits',
      label: 'benefits.admin.benefits',
      icon: CardGiftcard,
      recordRepresentation: 'name',
      list: '/Benefits/AdminFormBenefits',
      create: '/Benefits/FormAdminBenefits',
      edit: '/Benefits/FormAdminBenefits/:id',
      show: '/Benefits/AdminFormBenefitsDetails/:id',
    },
    {
      name: 'benefit-discounts',
      label: 'benefits.admin.discounts',
      icon: CardGiftcard,
      recordRepresentation: representedBy('discountName', 'benefitName'),
      list: '/Benefits/Discounts',
      create: '/Benefits/FormDiscountBenefits',
      edit: '/Benefits/FormDiscountBenefits/:id',
    },
    {
      name: 'benefit-categories',
      label: 'benefits.admin.categories',
      icon: CardGiftcard,
      recordRepresentation: 'name',
      list: '/Benefits/Categories',
      create: '/Benefits/FormCategoryBenefits',
      edit: '/Benefits/FormCategoryBenefits/:id',
    },
    {
      name: 'benefit-link-types',
      label: 'benefits.admin.links',
      icon: CardGiftcard,
      recordRepresentation: 'name',
      list: '/Benefits/Links',
      create: '/Benefits/FormLinksBenefit',
      edit: '/Benefits/FormLinksBenefit/:id',
    },
    // A benefit's locations are kept on its details page: no page of their own.
    {
      name: 'benefit-locations',
      label: 'resources.benefit-locations.name',
      icon: CardGiftcard,
      recordRepresentation: 'address',
    },
    // One record: the page's settings.
    {
      name: 'benefit-page-settings',
      label: 'resources.benefit-page-settings.name',
      icon: CardGiftcard,
      recordRepresentation: 'id',
      edit: '/Benefits/Configuration',
    },
  ],
  messages: {
    menu: {
      es: {
        benefitsDiscounts: 'Descuentos',
        benefitsCategories: 'Categorías',
        benefitsLinkTypes: 'Tipos de enlace',
        benefitsBoundaries: 'Límites geográficos',
      },
      en: {
        benefitsDiscounts: 'Discounts',
        benefitsCategories: 'Categories',
        benefitsLinkTypes: 'Link types',
        benefitsBoundaries: 'Geographic boundaries',
      },
    },
    es: () => import('./i18n/es').then((m) => m.es),
    en: () => import('./i18n/en').then((m) => m.en),
  },
};
