import { ASSISTANT_NAME } from '../../../contracts/home/links';
import type { AuditedEntity, Snapshot } from '../../../resources/shared/audited';

/** The screen of each kind of CTA (one table behind several screens). */
const CTA_SCREENS: Record<string, { resource: string; page?: (id: string) => string }> = {
  Contact: { resource: 'contacts', page: (id) => `/Contact/ContactForm/${id}` },
  Banner: { resource: 'banners', page: () => '/Banners/Settings' },
  Image: { resource: 'home-images', page: () => '/Banners/Settings' },
  RaftImage: { resource: 'home-images' },
  Video: { resource: 'cta-settings', page: () => '/Video/Settings' },
  RaftVideo: { resource: 'cta-settings' },
  AskAlejandro: { resource: 'cta-settings', page: () => `/Ask${ASSISTANT_NAME}/Settings` },
  ChatBot: { resource: 'cta-settings', page: () => '/Chatbot/Settings' },
};
const ctaScreen = (cta: Snapshot) => CTA_SCREENS[String(cta.key)] ?? { resource: 'cta-settings' };

/** The home module's records in the audit trail (their snapshots are the services' records). */
export const homeAudited: Record<string, AuditedEntity> = {
  calendar_activity: {
    label: 'homeSettings.audit.calendar_activity',
    resource: 'calendar-activities',
    hidden: ['applicationId'],
    // Only the home calendar (application 1) has its form in the portal.
    page: (id, activity) =>
      activity.applicationId === 1 ? `/Calendar/CalendarForm/${id}` : undefined,
  },
  home_menu_item: {
    label: 'homeSettings.audit.home_menu_item',
    resource: 'home-menu-items',
    page: (id) => `/Menu/MenuForm/${id}`,
  },
  cta: {
    label: 'homeSettings.audit.cta',
    resource: (cta) => ctaScreen(cta).resource,
    renamed: { imageURL: 'image' },
    hidden: ['key', 'type'],
    nameOf: (cta) =>
      [cta.name, cta.title, cta.key].find((v) => typeof v === 'string' && v) as string,
    page: (id, cta) => ctaScreen(cta).page?.(id),
  },
  news: { resource: 'news', page: (id) => `/News/NewsForm/${id}` },
  kudos: {
    resource: 'kudos',
    nameOf: (kudos) => (typeof kudos.message === 'string' ? kudos.message.slice(0, 60) : undefined),
    page: () => '/Kudos/Settings',
  },
  kudos_suggestion: {
    label: 'homeSettings.audit.kudos_suggestion',
    resource: 'kudos-suggestions',
    page: () => '/Kudos/Settings',
  },
};
