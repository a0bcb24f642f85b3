import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/**
 * Portable column conventions (SQLite and PostgreSQL): flags are integers 0/1, timestamps are
 * ISO-8601 UTC text, calendar dates are 'YYYY-MM-DD' text, money is integer minor units.
 */
export interface EmployeeTable {
  id: Generated<number>;
  badge: string;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  full_name: string;
  birthday: string;
  active: Generated<number>;
  created_at: string;
}

export interface ModuleTable {
  id: Generated<number>;
  code: string;
  name: string;
  active: Generated<number>;
}

export interface RoleTable {
  id: Generated<number>;
  code: string;
  name: string;
  module_id: number;
  active: Generated<number>;
}

export interface RoleUserTable {
  id: Generated<number>;
  role_id: number;
  employee_id: number;
  active: Generated<number>;
  created_at: string;
}

export interface SessionTable {
  id: string;
  employee_id: number;
  created_at: string;
  /** Sliding end: each refresh moves it forward. */
  idle_expires_at: string;
  /** Absolute end, whatever the activity. */
  expires_at: string;
  revoked_at: string | null;
  revoked_reason: string | null;
}

export interface RefreshTokenTable {
  token_hash: string;
  session_id: string;
  created_at: string;
  expires_at: string;
  /** Set when the token is exchanged; a second use is a replay and revokes the session. */
  used_at: string | null;
}

export interface IdentityAccountTable {
  username: string;
  password_hash: string;
  employee_id: number;
}

export interface IdentityStoreTable {
  id: string;
  model: string;
  payload: string;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: string | null;
  consumed_at: string | null;
}

export type AuditAction = 'create' | 'update' | 'delete';

/** One administrative write: who, when, which entity and id, before and after (JSON text). */
export interface AuditLogTable {
  id: Generated<number>;
  /** ISO-8601 UTC. */
  at: string;
  actor_employee_id: number | null;
  actor_username: string;
  entity: string;
  entity_id: string;
  action: AuditAction;
  before: string | null;
  after: string | null;
}

export interface FileTable {
  id: string;
  name: string;
  mime: string;
  size: number;
  sha256: string;
  data: Buffer;
  created_by: number | null;
  created_at: string;
}

/** A newsletter (issue 5): shown to employees while published and today is in its window. */
export interface NewsletterTable {
  id: Generated<number>;
  title: string;
  summary: string;
  /** Sanitised HTML. */
  body: string;
  cover_file_id: string | null;
  /** 'YYYY-MM-DD', inclusive. */
  start_date: string;
  /** 'YYYY-MM-DD', inclusive. */
  end_date: string;
  published: number;
  created_at: string;
  created_by: number | null;
  updated_at: string;
  updated_by: number | null;
}

/** News and kudos of the home feed (issue 5, migration 0005_messages). */
export interface HomeMessageTable {
  id: Generated<number>;
  /** 'news' | 'kudos' */
  type: string;
  /** 'published' | 'correction' | 'pending' (contracts/messages.ts). */
  status: string;
  title: string | null;
  /** News: sanitised HTML. */
  body: string | null;
  image: string | null;
  category: string | null;
  /** Kudos: plain text. */
  message: string | null;
  author_id: number;
  publish_from: string;
  publish_to: string | null;
  active: Generated<number>;
  correction_reason: string | null;
  created_at: string;
  updated_at: string;
}

export interface HomeMessageRecipientTable {
  message_id: number;
  employee_id: number;
  notified: Generated<number>;
}

export interface KudosSuggestionTable {
  id: Generated<number>;
  text: string;
  active: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface NotificationTable {
  id: Generated<number>;
  employee_id: number;
  kind: string;
  title: string;
  body: string;
  /** A portal path under the base path. */
  link: string | null;
  read_at: string | null;
  created_at: string;
}

/** Top referrers by hired referrals; the RAFT module feeds it once it lands. */
export interface GoldenReferrerTable {
  id: Generated<number>;
  employee_id: number;
  hired_referrals: number;
  updated_at: string;
}

/** An activity of the home (application 1) or Bring a friend (2) calendar (issue 5, 0004). */
export interface CalendarActivityTable {
  id: Generated<number>;
  application_id: number;
  title: string;
  description: string | null;
  /** ISO-8601 UTC. */
  starts_at: string;
  ends_at: string;
  location: string | null;
  link: string | null;
  active: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** A quick link of the home menu; `position` is its order, 1…n (issue 5, 0004). */
export interface HomeMenuItemTable {
  id: Generated<number>;
  name: string;
  url: string;
  icon: string;
  position: number;
  new_tab: Generated<number>;
  active: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** A CTA: video, banner, assistant link, contact or image, by `key` (issue 5, 0004). */
export interface CtaTable {
  id: Generated<number>;
  key: string;
  source_url: string | null;
  image_file_id: string | null;
  title: string | null;
  description: string | null;
  name: string | null;
  role: string | null;
  email: string | null;
  phone: string | null;
  /** Order among the CTAs of the same key, 1…n. */
  position: number;
  active: Generated<number>;
  created_at: string;
  updated_at: string;
}

// Benefits catalogue (issue 6, 0007)
export interface BenefitCategoryTable {
  id: Generated<number>;
  name: string;
  /** Place on /Benefits/Home, 1…n. */
  position: number;
  image_file_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface BenefitTable {
  id: Generated<number>;
  category_id: number;
  name: string;
  /** The name folded (db/text.ts foldText): GET /Benefits sorts by it along an index. */
  name_key: string;
  detail: string;
  /** Sanitised HTML. */
  description: string;
  benefit_info: string;
  link: string | null;
  facebook: string | null;
  instagram: string | null;
  email: string | null;
  active: Generated<number>;
  logo_file_id: string | null;
  image_file_id: string | null;
  created_at: string;
  updated_at: string;
}

/** A kind of link (web, WhatsApp, menu…) with its icon, shared by every benefit. */
export interface BenefitLinkTypeTable {
  id: Generated<number>;
  name: string;
  link: string | null;
  icon_file_id: string | null;
  active: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** One of a benefit's own links (its `benefitLinks`), of a kind from benefit_link_types. */
export interface BenefitLinkTable {
  id: Generated<number>;
  benefit_id: number;
  link_type_id: number;
  name: string;
  link: string;
  active: Generated<number>;
  position: number;
}

export interface BenefitDiscountTable {
  id: Generated<number>;
  benefit_id: number;
  location_id: number | null;
  name: string;
  link: string | null;
  /** Company wall-clock 'YYYY-MM-DDTHH:mm:ss', both inclusive. */
  starts_at: string;
  ends_at: string;
  image_file_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface BenefitPageSettingsTable {
  id: Generated<number>;
  title: string;
  header: string;
  reminder: string;
  logo_file_id: string | null;
  footer_file_id: string | null;
  badge_file_id: string | null;
  updated_at: string;
}
// End of benefits catalogue

// Geography and benefit locations (issue 6, 0008)
export interface ProvinceTable {
  /** INEC code, 1…7. */
  code: number;
  name: string;
}

export interface CantonTable {
  /** INEC code, '101'. */
  code: string;
  province_code: number;
  name: string;
}

export interface DistrictTable {
  /** INEC code, '10101'. */
  code: string;
  canton_code: string;
  name: string;
}

export interface BenefitLocationTable {
  id: Generated<number>;
  benefit_id: number;
  province_code: number;
  province_name: string;
  canton_code: string;
  canton_name: string;
  district_code: string;
  district_name: string;
  address: string;
  /** Decimal degrees. */
  latitude: number;
  longitude: number;
  /** Eight national digits. */
  phone: string | null;
  whatsapp: string | null;
  active: Generated<number>;
  principal_location: Generated<number>;
  ubication_type: string;
  created_at: string;
  created_by: number | null;
  updated_at: string;
  updated_by: number | null;
}
// End of geography and benefit locations

// Sales (issue 7, migration 0009_sales): money in integer minor units (céntimos).
export interface SalesBuildingTable {
  id: Generated<number>;
  name: string;
  active: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface SalesCampaignTable {
  id: Generated<number>;
  name: string;
  description: string;
  /** 'YYYY-MM-DD', inclusive, company time zone. */
  start_date: string;
  end_date: string;
  max_limit_per_person: number;
  pick_up_in_building: number;
  sent_to_home: number;
  message: string;
  shipping_message: string;
  created_at: string;
  updated_at: string;
}

export interface SalesCampaignBuildingTable {
  id: Generated<number>;
  campaign_id: number;
  building_id: number;
  active: Generated<number>;
}

export interface SalesItemTable {
  id: Generated<number>;
  campaign_id: number;
  name: string;
  description: string;
  quantity: number;
  stock_quantity: number;
  unit_price_minor: number;
  max_limit_per_person: number;
  /** Shipping per unit when sent home (EstimatedPrice). */
  shipping_price_minor: number;
  image_file_id: string | null;
  created_at: string;
  updated_at: string;
}

/** bigint: PostgreSQL answers it as a string, so readers convert with Number(). */
type Bigint = ColumnType<number | string, number, number>;

export interface SalesOrderTable {
  id: Generated<number>;
  campaign_id: number;
  employee_id: number;
  delivery: 'building' | 'home';
  building_id: number | null;
  address: string | null;
  phone: string | null;
  items_total_minor: Bigint;
  shipping_total_minor: Bigint;
  total_minor: Bigint;
  created_at: string;
}

export interface SalesOrderItemTable {
  id: Generated<number>;
  order_id: number;
  item_id: number;
  quantity: number;
  unit_price_minor: number;
  shipping_price_minor: number;
}

export interface Database {
  employees: EmployeeTable;
  modules: ModuleTable;
  roles: RoleTable;
  role_users: RoleUserTable;
  sessions: SessionTable;
  refresh_tokens: RefreshTokenTable;
  identity_accounts: IdentityAccountTable;
  identity_store: IdentityStoreTable;
  files: FileTable;
  audit_log: AuditLogTable;
  calendar_activities: CalendarActivityTable;
  home_menu_items: HomeMenuItemTable;
  ctas: CtaTable;
  home_messages: HomeMessageTable;
  home_message_recipients: HomeMessageRecipientTable;
  kudos_suggestions: KudosSuggestionTable;
  notifications: NotificationTable;
  golden_referrers: GoldenReferrerTable;
  newsletters: NewsletterTable;
  // Benefits catalogue (issue 6)
  benefit_categories: BenefitCategoryTable;
  benefits: BenefitTable;
  benefit_link_types: BenefitLinkTypeTable;
  benefit_links: BenefitLinkTable;
  benefit_discounts: BenefitDiscountTable;
  benefit_page_settings: BenefitPageSettingsTable;
  // Geography and benefit locations (issue 6)
  provinces: ProvinceTable;
  cantons: CantonTable;
  districts: DistrictTable;
  benefit_locations: BenefitLocationTable;
  // Sales (issue 7)
  sales_buildings: SalesBuildingTable;
  sales_campaigns: SalesCampaignTable;
  sales_campaign_buildings: SalesCampaignBuildingTable;
  sales_items: SalesItemTable;
  sales_orders: SalesOrderTable;
  sales_order_items: SalesOrderItemTable;
}

export type Employee = Selectable<EmployeeTable>;
export type NewEmployee = Insertable<EmployeeTable>;
