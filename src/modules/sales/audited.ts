import type { AuditedEntity } from '../../../resources/shared/audited';

/** The asset sale's records in the audit trail (buildings as records, the others as rows). */
export const salesAudited: Record<string, AuditedEntity> = {
  sales_building: {
    resource: 'sales-buildings',
    page: (id) => `/Ventas/FormAdminEdificios/${id}`,
  },
  sales_campaign: {
    resource: 'sales-campaigns',
    renamed: { buildings: 'buildingIds' },
    flags: ['pick_up_in_building', 'sent_to_home'],
    page: (id) => `/Ventas/FormAdminCampaign/${id}`,
  },
  sales_item: {
    resource: 'sales-items',
    renamed: {
      unit_price_minor: 'unitPrice',
      shipping_price_minor: 'EstimatedPrice',
      image_file_id: 'image',
    },
    minorUnits: ['unit_price_minor', 'shipping_price_minor'],
    page: (id) => `/Ventas/FormAdminInventario/${id}`,
  },
};
