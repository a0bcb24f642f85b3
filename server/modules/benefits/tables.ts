import type { Generated } from 'kysely';
import type { SearchIndex } from '../../db/text';

/** What GET /Benefits?q= finds a benefit by: name and detail (migration 0037_benefit_search_index). */
export const BENEFIT_SEARCH: SearchIndex = { table: 'benefits', columns: ['name', 'detail'] };

// Benefits catalogue (migration 0007)
interface BenefitCategoryTable {
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
interface BenefitLinkTypeTable {
  id: Generated<number>;
  name: string;
  link: string | null;
  icon_file_id: string | null;
  active: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** One of a benefit's own links (its `benefitLinks`), of a kind from benefit_link_types. */
interface BenefitLinkTable {
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

// Benefit locations (migration 0008; the geography they name is server/geography/)
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

export interface BenefitTables {
  benefit_categories: BenefitCategoryTable;
  benefits: BenefitTable;
  benefit_link_types: BenefitLinkTypeTable;
  benefit_links: BenefitLinkTable;
  benefit_discounts: BenefitDiscountTable;
  benefit_page_settings: BenefitPageSettingsTable;
  benefit_locations: BenefitLocationTable;
}
