import Settings from '@mui/icons-material/Settings';
import { ownersOf } from '../../../contracts/catalogue';
import { ASSISTANT_NAME } from '../../../contracts/home/links';
import {
  birthdaysAdapter,
  goldenReferrersAdapter,
  kudosAdapter,
  kudosSuggestionMessagesAdapter,
  newsAdapter,
} from '../../../dataProviders/home/messages';
import {
  bannersAdapter,
  calendarActivitiesAdapter,
  contactsAdapter,
  ctaSettingsAdapter,
  homeImagesAdapter,
  homeMenuAdapter,
  raftImagesAdapter,
} from '../../../dataProviders/home/settings';
import { notificationsAdapter } from '../../../dataProviders/notifications';
import type { HomeMessage } from '../../../contracts/home/messages';
import type { EmployeeSearchResult } from '../../../contracts/permissions/permissions';
import {
  atPaths,
  findInList,
  lazyPage,
  menuGroup,
  type PortalModule,
  representedBy,
} from '../module';
import { NOTICE_PREFERENCES_PATH } from '../../../resources/home/shared/paths';
import { homeAudited } from './audited';

const owners = ownersOf('home');
/** Bring a friend's settings are these same screens, kept by the programme's owners. */
const raftOwners = ownersOf('referrals');
const names = (people: readonly { fullName: string }[]) => people.map((p) => p.fullName).join(', ');
const homeMessage = () => import('./HomeMessagePage');
const screens = {
  menu: () => import('../../../resources/home/home-menu-items/HomeMenuForm'),
  assistants: () => import('../../../resources/home/cta-settings/AssistantSettings'),
  calendar: () => import('../../../resources/home/calendar-activities/CalendarActivityForm'),
  calendarList: () => import('../../../resources/home/calendar-activities/CalendarActivityList'),
  video: () => import('../../../resources/home/cta-settings/VideoSettings'),
  banners: () => import('../../../resources/home/banners/BannerList'),
  contacts: () => import('../../../resources/home/contacts/ContactForm'),
};

/** The home page (/Inicio), news and kudos, and the settings its owners keep. */
export const home: PortalModule = {
  name: 'home',
  menu: [
    menuGroup('settings', owners, [
      { id: 'newsSettings', to: '/News/Settings' },
      { id: 'menuSettings', to: '/Menu/Settings' },
      { id: 'videoSettings', to: '/Video/Settings' },
      { id: 'kudosSettings', to: '/Kudos/Settings' },
      { id: 'calendarSettings', to: '/Calendar/Settings' },
      { id: 'bannersSettings', to: '/Banners/Settings' },
      { id: 'askSettings', to: `/Ask${ASSISTANT_NAME}/Settings` },
      { id: 'chatbotSettings', to: '/Chatbot/Settings' },
      { id: 'contactSettings', to: '/Contact/Settings' },
    ]),
  ],
  routes: [
    { path: '/Inicio', Page: lazyPage(() => import('./HomePage'), 'HomePage') },
    {
      // The bell's link (src/layout/NotificationBell.tsx): every signed-in employee's own.
      path: NOTICE_PREFERENCES_PATH,
      Page: lazyPage(() => import('./NoticePreferencesPage'), 'NoticePreferencesPage'),
    },
    {
      path: '/Kudos/Form',
      Page: lazyPage(() => import('../../../resources/home/kudos/KudosCreate'), 'KudosCreate'),
    },
    {
      path: '/Kudos/Form/:id',
      Page: lazyPage(() => import('../../../resources/home/kudos/KudosEdit'), 'KudosEdit'),
    },
    ...atPaths(['/News/:id', '/Kudos/:id'], {
      Page: lazyPage(homeMessage, 'HomeMessagePage'),
    }),
    {
      path: '/Kudos/Settings',
      Page: lazyPage(() => import('./KudosSettingsPage'), 'KudosSettingsPage'),
    },
    // News administration (a screen the legacy portal did not have): the owners of the home page.
    {
      path: '/News/Settings',
      Page: lazyPage(() => import('../../../resources/home/news/NewsList'), 'NewsList'),
      roles: owners,
    },
    {
      path: '/News/NewsForm',
      Page: lazyPage(() => import('../../../resources/home/news/NewsCreate'), 'NewsCreate'),
      roles: owners,
    },
    {
      path: '/News/NewsForm/:id',
      Page: lazyPage(() => import('../../../resources/home/news/NewsEdit'), 'NewsEdit'),
      roles: owners,
    },
    {
      path: '/Menu/Settings',
      Page: lazyPage(
        () => import('../../../resources/home/home-menu-items/HomeMenuList'),
        'HomeMenuList',
      ),
    },
    ...atPaths(['/Menu/MenuForm', '/Menu/MenuForm/:id'], {
      Page: lazyPage(screens.menu, 'HomeMenuForm'),
      roles: owners,
    }),
    { path: '/Video/Settings', Page: lazyPage(screens.video, 'VideoSettings') },
    { path: '/Banners/Settings', Page: lazyPage(screens.banners, 'BannerList') },
    {
      path: `/Ask${ASSISTANT_NAME}/Settings`,
      Page: lazyPage(screens.assistants, 'AskAlejandroSettings'),
    },
    { path: '/Chatbot/Settings', Page: lazyPage(screens.assistants, 'ChatbotSettings') },
    { path: '/Calendar/Settings', Page: lazyPage(screens.calendarList, 'CalendarActivityList') },
    ...atPaths(['/Calendar/CalendarForm', '/Calendar/CalendarForm/:id'], {
      Page: lazyPage(screens.calendar, 'CalendarActivityForm'),
      roles: owners,
    }),
    // Bring a friend's calendar (application 2), video and banners: the same screens.
    {
      path: '/BAF/Calendar',
      Page: lazyPage(screens.calendarList, 'BafCalendarActivityList'),
      roles: raftOwners,
    },
    ...atPaths(['/BAF/Calendar/CalendarForm', '/BAF/Calendar/CalendarForm/:id'], {
      Page: lazyPage(screens.calendar, 'BafCalendarActivityForm'),
      roles: raftOwners,
    }),
    { path: '/BAF/Video', Page: lazyPage(screens.video, 'RaftVideoSettings'), roles: raftOwners },
    { path: '/BAF/Banners', Page: lazyPage(screens.banners, 'RaftBannerList'), roles: raftOwners },
    {
      path: '/Contact/Settings',
      Page: lazyPage(() => import('../../../resources/home/contacts/ContactList'), 'ContactList'),
    },
    ...atPaths(['/Contact/ContactForm', '/Contact/ContactForm/:id'], {
      Page: lazyPage(screens.contacts, 'ContactForm'),
      roles: owners,
    }),
  ],
  search: [
    {
      // A colleague opens the kudos form addressed to them: where the portal shows people.
      id: 'people',
      label: 'search.people',
      ...findInList<EmployeeSearchResult & { id: string }>(
        'employee-search',
        (q) => ({ q }),
        (employee) => ({
          id: employee.badge,
          label: employee.fullName,
          detail: employee.badge,
          to: `/Kudos/Form?to=${encodeURIComponent(employee.badge)}`,
        }),
      ),
    },
    {
      id: 'news',
      ...findInList<HomeMessage>(
        'news',
        (q) => ({ q }),
        (news) => ({ id: news.id, label: news.title ?? '', to: `/News/${news.id}` }),
      ),
    },
    {
      id: 'kudos',
      ...findInList<HomeMessage>(
        'kudos',
        (q) => ({ q }),
        (kudos) => ({
          id: kudos.id,
          label: `${kudos.author.fullName} → ${names(kudos.recipients)}`,
          detail: kudos.message ?? '',
          to: `/Kudos/${kudos.id}`,
        }),
      ),
    },
  ],
  // The home page's sections read these: in the first download.
  restResources: ['home-messages', 'kudos-suggestions'],
  adapters: (services, http) => {
    const main = services.main;
    return {
      'calendar-activities': calendarActivitiesAdapter(main, http),
      'home-menu-items': homeMenuAdapter(main, http),
      banners: bannersAdapter(main, http),
      contacts: contactsAdapter(main, http),
      'home-images': homeImagesAdapter(main, http),
      'raft-images': raftImagesAdapter(main, http),
      'cta-settings': ctaSettingsAdapter(main, http),
      news: newsAdapter(main, http),
      kudos: kudosAdapter(main, http),
      'kudos-suggestion-messages': kudosSuggestionMessagesAdapter(main, http),
      birthdays: birthdaysAdapter(main, http),
      'golden-referrers': goldenReferrersAdapter(main, http),
      notifications: notificationsAdapter(main, http),
    };
  },
  audited: homeAudited,
  resources: [
    // '/News/:id' and '/Kudos/:id' (the employees' pages) outrank '/news/:id' and '/kudos/:id'.
    {
      name: 'news',
      label: 'news.settings.title',
      icon: Settings,
      recordRepresentation: 'title',
      list: '/News/Settings',
      create: '/News/NewsForm',
      edit: '/News/NewsForm/:id',
      show: '/News/:id',
    },
    {
      name: 'kudos',
      label: 'kudos.settings.title',
      icon: Settings,
      recordRepresentation: representedBy('author.fullName', 'message'),
      list: '/Kudos/Settings',
      create: '/Kudos/Form',
      edit: '/Kudos/Form/:id',
      show: '/Kudos/:id',
    },
    {
      name: 'kudos-suggestions',
      label: 'resources.kudos-suggestions.name',
      icon: Settings,
      recordRepresentation: 'text',
      list: '/Kudos/Settings',
    },
    {
      name: 'home-menu-items',
      label: 'homeSettings.menu.title',
      icon: Settings,
      recordRepresentation: 'name',
      list: '/Menu/Settings',
      create: '/Menu/MenuForm',
      edit: '/Menu/MenuForm/:id',
    },
    {
      name: 'calendar-activities',
      label: 'homeSettings.calendar.title',
      icon: Settings,
      recordRepresentation: 'title',
      list: '/Calendar/Settings',
      create: '/Calendar/CalendarForm',
      edit: '/Calendar/CalendarForm/:id',
    },
    {
      name: 'banners',
      label: 'homeSettings.banners.title',
      icon: Settings,
      recordRepresentation: 'title',
      list: '/Banners/Settings',
    },
    {
      name: 'raft-images',
      label: 'menu.bafBanners',
      icon: Settings,
      recordRepresentation: 'title',
      list: '/BAF/Banners',
    },
    {
      name: 'contacts',
      label: 'homeSettings.contacts.title',
      icon: Settings,
      recordRepresentation: 'name',
      list: '/Contact/Settings',
      create: '/Contact/ContactForm',
      edit: '/Contact/ContactForm/:id',
    },
    // The calls to action (video, assistants) and the home's image: one page per record, by key.
    {
      name: 'cta-settings',
      label: 'resources.cta-settings.name',
      icon: Settings,
      recordRepresentation: 'title',
    },
    {
      name: 'home-images',
      label: 'resources.home-images.name',
      icon: Settings,
      recordRepresentation: 'title',
    },
  ],
  messages: {
    menu: { es: { newsSettings: 'Noticias' }, en: { newsSettings: 'News' } },
    es: () => import('./i18n/es').then((m) => m.es),
    en: () => import('./i18n/en').then((m) => m.en),
  },
};
