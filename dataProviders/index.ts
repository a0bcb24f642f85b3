import { combineDataProviders, type DataProvider } from 'react-admin';
import type { RuntimeConfig } from '../src/config';
import type { HttpClient } from './http';
import { employeesAdapter } from './main/employees';
import {
  bannersAdapter,
  calendarActivitiesAdapter,
  contactsAdapter,
  ctaSettingsAdapter,
  homeImagesAdapter,
  homeMenuAdapter,
  raftImagesAdapter,
} from './main/homeSettings';
import {
  birthdaysAdapter,
  goldenReferrersAdapter,
  kudosAdapter,
  kudosSuggestionsAdapter,
  newsAdapter,
  notificationsAdapter,
} from './main/messages';
import {
  auditAdapter,
  employeeSearchAdapter,
  modulesAdapter,
  roleUsersAdapter,
  rolesAdapter,
} from './main/permissions';
import { newslettersAdapter } from './main/newsletters';
// Geography and benefit locations (issue 6)
import { benefitLocationsAdapter, geographyAdapters } from './main/benefitLocations';
// Benefits catalogue (issue 6)
import {
  benefitCategoriesAdapter,
  benefitDiscountsAdapter,
  benefitLinkTypesAdapter,
  benefitPageSettingsAdapter,
  benefitsAdapter,
} from './main/benefits';
// Sales (issue 7)
import {
  salesBuildingsAdapter,
  salesCampaignDetailsAdapter,
  salesCampaignsAdapter,
  salesItemsAdapter,
  salesMyOrdersAdapter,
  salesOrderedItemsAdapter,
  salesOrdersAdapter,
} from './main/sales';

/** One adapter per resource, each over its service family (react-admin combineDataProviders). */
export function createDataProvider(
  services: RuntimeConfig['services'],
  http: HttpClient,
): DataProvider {
  const adapters: Record<string, DataProvider> = {
    employees: employeesAdapter(services.main, http),
    'employee-search': employeeSearchAdapter(services.main, http),
    modules: modulesAdapter(services.main, http),
    roles: rolesAdapter(services.main, http),
    'role-users': roleUsersAdapter(services.main, http),
    'audit-entries': auditAdapter(services.main, http),
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
    'benefit-categories': benefitCategoriesAdapter(services.main, http),
    'benefit-link-types': benefitLinkTypesAdapter(services.main, http),
    benefits: benefitsAdapter(services.main, http),
    'benefit-discounts': benefitDiscountsAdapter(services.main, http),
    'benefit-page-settings': benefitPageSettingsAdapter(services.main, http),
    // End of Benefits catalogue
    // Geography and benefit locations (issue 6)
    'benefit-locations': benefitLocationsAdapter(services.main, http),
    ...geographyAdapters(services.main, http),
    // Sales (issue 7)
    'sales-buildings': salesBuildingsAdapter(services.main, http),
    'sales-campaigns': salesCampaignsAdapter(services.main, services.tools, http),
    'sales-campaign-details': salesCampaignDetailsAdapter(services.tools, http),
    'sales-items': salesItemsAdapter(services.main, http),
    'sales-orders': salesOrdersAdapter(services.main, http),
    'sales-my-orders': salesMyOrdersAdapter(services.main, http),
    'sales-ordered-items': salesOrderedItemsAdapter(services.main, http),
  };
  return combineDataProviders((resource) => {
    const adapter = adapters[resource];
    if (!adapter) throw new Error(`No data provider for resource ${resource}`);
    return adapter;
  });
}
