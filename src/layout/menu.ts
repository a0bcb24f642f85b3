/**
 * The side menu of SPEC §2 with the visibility of SPEC §6: data, filtered by `visibleMenu`
 * (access.ts). Labels are i18n keys under `menu.`.
 */
export interface MenuEntry {
  /** i18n key under `menu.` and stable test id. */
  id: string;
  /** Portal path (under the base path) or, with `external`, an absolute URL. */
  to?: string;
  external?: boolean;
  /** Opens in a new tab. */
  newTab?: boolean;
  /** Roles that see the entry. */
  roles: readonly string[];
  /** When set, only holders of this very role see the entry (SPEC §6). */
  role?: string;
  children?: readonly MenuEntry[];
}

const ADMIN = 'System_Admin';
/** The name of the assistant (`/Ask{name}/Settings`, GET /CTAs/GetAskAlejandro). */
export const ASSISTANT_NAME = 'Alejandro';

const sales = ['AssetsSale_User', 'AssetsSale_Owner', ADMIN];
const salesAdmin = [ADMIN, 'AssetsSale_Owner'];
const benefits = ['Benefits_User', 'Benefits_Owner', ADMIN];
const raft = ['Raft_User', 'Raft_Owner', ADMIN];
const raftAdmin = ['Raft_Owner', ADMIN];
const settings = [ADMIN, 'Home_Owner'];

export const menu: readonly MenuEntry[] = [
  { id: 'lss', to: '/lss', roles: ['LSS_User', 'LSS_Owner', ADMIN] },
  { id: 'configuration', to: '/permissions/module', roles: [ADMIN] },
  { id: 'personalDays', to: '/PersonalDays', roles: [ADMIN, 'PD_Owner', 'PD_User'] },
  { id: 'payroll', to: '/payroll/home', roles: [ADMIN, 'payroll_User'] },
  {
    id: 'assetsSale',
    roles: sales,
    children: [
      { id: 'salesHome', to: '/Ventas/Home', roles: sales },
      { id: 'salesCampaigns', to: '/Ventas/Campaign', roles: salesAdmin },
      { id: 'salesInventory', to: '/Ventas/Inventario', roles: salesAdmin },
      { id: 'salesBuildings', to: '/Ventas/Edificios', roles: salesAdmin },
      { id: 'salesOrders', to: '/Ventas/Compras', roles: salesAdmin },
      { id: 'salesOrderedItems', to: '/Ventas/ComprasItems', roles: salesAdmin },
    ],
  },
  {
    id: 'benefits',
    roles: benefits,
    children: [
      { id: 'benefitsHome', to: '/Benefits/Home', roles: benefits },
      { id: 'benefitsAdmin', to: '/Benefits/AdminFormBenefits', roles: ['Benefits_Owner', ADMIN] },
    ],
  },
  {
    id: 'bringAFriend',
    roles: raft,
    children: [
      { id: 'bafHome', to: '/BAF/Home', roles: raft },
      { id: 'bafCalendar', to: '/BAF/Calendar', roles: raftAdmin },
      { id: 'bafVideo', to: '/BAF/Video', roles: raftAdmin },
      { id: 'bafBanners', to: '/BAF/Banners', roles: raftAdmin },
    ],
  },
  {
    id: 'settings',
    roles: settings,
    children: [
      { id: 'menuSettings', to: '/Menu/Settings', roles: settings },
      { id: 'videoSettings', to: '/Video/Settings', roles: settings },
      { id: 'kudosSettings', to: '/Kudos/Settings', roles: settings },
      { id: 'calendarSettings', to: '/Calendar/Settings', roles: settings },
      { id: 'bannersSettings', to: '/Banners/Settings', roles: settings },
      { id: 'askSettings', to: `/Ask${ASSISTANT_NAME}/Settings`, roles: settings },
      { id: 'chatbotSettings', to: '/Chatbot/Settings', roles: settings },
      { id: 'contactSettings', to: '/Contact/Settings', roles: settings },
    ],
  },
  {
    id: 'newsletter',
    roles: [ADMIN, 'Newsletters_User', 'Newsletters_Owner'],
    children: [
      {
        id: 'newsletterHome',
        to: '/newsletters/home',
        roles: [ADMIN, 'Newsletters_Owner', 'Newsletters_User'],
      },
    ],
  },
];
