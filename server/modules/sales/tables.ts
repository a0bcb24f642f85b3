import type { ColumnType, Generated } from 'kysely';

// Asset sale (migration 0009_sales): money in integer minor units (céntimos).
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

interface SalesCampaignBuildingTable {
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

interface SalesOrderItemTable {
  id: Generated<number>;
  order_id: number;
  item_id: number;
  quantity: number;
  unit_price_minor: number;
  shipping_price_minor: number;
}

export interface SalesTables {
  sales_buildings: SalesBuildingTable;
  sales_campaigns: SalesCampaignTable;
  sales_campaign_buildings: SalesCampaignBuildingTable;
  sales_items: SalesItemTable;
  sales_orders: SalesOrderTable;
  sales_order_items: SalesOrderItemTable;
}
