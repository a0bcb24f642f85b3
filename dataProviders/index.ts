import { combineDataProviders, type DataProvider } from 'react-admin';
import type { RuntimeConfig } from '../src/config';
import type { HttpClient } from './http';
import { employeesAdapter } from './account/employees';
import {
  bannersAdapter,
  calendarActivitiesAdapter,
  contactsAdapter,
  ctaSettingsAdapter,
  homeImagesAdapter,
  homeMenuAdapter,
  raftImagesAdapter,
} from './home/settings';
import {
  birthdaysAdapter,
  goldenReferrersAdapter,
  kudosAdapter,
  kudosSuggestionsAdapter,
  newsAdapter,
  notificationsAdapter,
} from './home/messages';
import { newslettersAdapter } from './newsletters/newsletters';
// Families no home-page section reads: fetched with their first call (see lazyAdapter).
const permissions = () => import('./permissions/permissions');
// Geography and benefit locations (issue 6)
const benefitLocations = () => import('./benefits/locations');
// Benefits catalogue (issue 6)
const benefits = () => import('./benefits/benefits');
// Sales (issue 7)
const sales = () => import('./sales/sales');

/**
 * An adapter whose module is fetched on its first call, so the first download of every page
 * carries only the adapters the home page uses. Every DataProvider method (custom ones too)
 * returns a promise, so each simply waits for the module.
 */
export function lazyAdapter<Module>(
  load: () => Promise<Module>,
  make: (module: Module) => DataProvider,
): DataProvider {
  let adapter: Promise<DataProvider> | undefined;
  return new Proxy({} as DataProvider, {
    get: (_target, method) =>
      typeof method === 'symbol' || method === 'then'
        ? undefined
        : (...args: unknown[]) =>
            (adapter ??= load().then(make)).then((ready) =>
              (ready[method] as (...params: unknown[]) => Promise<unknown>)(...args),
            ),
  });
}

/** One adapter per resource, each over its service family (react-admin combineDataProviders). */
export function createDataProvider(
  services: RuntimeConfig['services'],
  http: HttpClient,
): DataProvider {
  const main = services.main;
  const adapters: Record<string, DataProvider> = {
    employees: employeesAdapter(services.main, http),
    'employee-search': lazyAdapter(permissions, (m) => m.employeeSearchAdapter(main, http)),
    modules: lazyAdapter(permissions, (m) => m.modulesAdapter(main, http)),
    roles: lazyAdapter(permissions, (m) => m.rolesAdapter(main, http)),
    'role-users': lazyAdapter(permissions, (m) => m.roleUsersAdapter(main, http)),
    'audit-entries': lazyAdapter(permissions, (m) => m.auditAdapter(main, http)),
    'calendar-activities': calendarActivitiesAdapter(services.main, http),
    'home-menu-items': homeMenuAdapter(services.main, http),
    banners: bannersAdapter(services.main, http),
    contacts: contactsAdapter(services.main, http),
    'home-images': homeImagesAdapter(services.main, http),
    'raft-images': raftImagesAdapter(services.main, http),
    'cta-settings': ctaSettingsAdapter(services.main, http),
    news: newsAdapter(services.main, http),
    kudos: kudosAdapter(services.main, http),
    'kudos-suggestions': kudosSuggestionsAdapter(services.main, http),
    birthdays: birthdaysAdapter(services.main, http),
    'golden-referrers': goldenReferrersAdapter(services.main, http),
    notifications: notificationsAdapter(services.main, http),
    newsletters: newslettersAdapter(services.main, http),
    // Benefits catalogue (issue 6)
    'benefit-categories': lazyAdapter(benefits, (m) => m.benefitCategoriesAdapter(main, http)),
    'benefit-link-types': lazyAdapter(benefits, (m) => m.benefitLinkTypesAdapter(main, http)),
    benefits: lazyAdapter(benefits, (m) => m.benefitsAdapter(main, http)),
    'benefit-discounts': lazyAdapter(benefits, (m) => m.benefitDiscountsAdapter(main, http)),
    'benefit-page-settings': lazyAdapter(benefits, (m) => m.benefitPageSettingsAdapter(main, http)),
    // End of Benefits catalogue
    // Geography and benefit locations (issue 6)
    'benefit-locations': lazyAdapter(benefitLocations, (m) =>
      m.benefitLocationsAdapter(main, http),
    ),
    ...Object.fromEntries(
      (['provinces', 'cantons', 'districts'] as const).map((resource) => [
        resource,
        lazyAdapter(benefitLocations, (m) => m.geographyAdapters(main, http)[resource]),
      ]),
    ),
    // Sales (issue 7)
    'sales-buildings': lazyAdapter(sales, (m) => m.salesBuildingsAdapter(main, http)),
    'sales-campaigns': lazyAdapter(sales, (m) =>
      m.salesCampaignsAdapter(main, services.tools, http),
    ),
    'sales-campaign-details': lazyAdapter(sales, (m) =>
      m.salesCampaignDetailsAdapter(services.tools, http),
    ),
    'sales-items': lazyAdapter(sales, (m) => m.salesItemsAdapter(main, http)),
    'sales-orders': lazyAdapter(sales, (m) => m.salesOrdersAdapter(main, http)),
    'sales-my-orders': lazyAdapter(sales, (m) => m.salesMyOrdersAdapter(main, http)),
    'sales-ordered-items': lazyAdapter(sales, (m) => m.salesOrderedItemsAdapter(main, http)),
  };
  return combineDataProviders((resource) => {
    const adapter = adapters[resource];
    if (!adapter) throw new Error(`No data provider for resource ${resource}`);
    return adapter;
  });
}
