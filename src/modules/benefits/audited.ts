import { BOUNDARIES_PAGE } from '../../../resources/benefits/shared/paths';
import type { AuditedEntity } from '../../../resources/shared/audited';

/** The Benefits records in the audit trail (their snapshots are the table's rows). */
export const benefitsAudited: Record<string, AuditedEntity> = {
  benefit: {
    resource: 'benefits',
    renamed: {
      category_id: 'idCategory',
      logo_file_id: 'logoPicture',
      image_file_id: 'imagePicture',
      links: 'benefitLinks',
    },
    flags: ['active'],
    // The folded name the list sorts by.
    hidden: ['name_key'],
    page: (id) => `/Benefits/FormAdminBenefits/${id}`,
  },
  benefit_category: {
    label: 'benefits.audit.benefit_category',
    resource: 'benefit-categories',
    renamed: { position: 'order', image_file_id: 'image' },
    page: (id) => `/Benefits/FormCategoryBenefits/${id}`,
  },
  benefit_link: {
    label: 'benefits.audit.benefit_link',
    resource: 'benefit-link-types',
    renamed: { icon_file_id: 'icon' },
    flags: ['active'],
    page: (id) => `/Benefits/FormLinksBenefit/${id}`,
  },
  benefit_discount: {
    resource: 'benefit-discounts',
    renamed: {
      benefit_id: 'idBenefits',
      location_id: 'idLocation',
      name: 'discountName',
      starts_at: 'startDate',
      ends_at: 'endDate',
      image_file_id: 'picture',
    },
    page: (id) => `/Benefits/FormDiscountBenefits/${id}`,
  },
  benefit_page_settings: {
    label: 'benefits.audit.benefit_page_settings',
    resource: 'benefit-page-settings',
    renamed: {
      logo_file_id: 'logoPicture',
      footer_file_id: 'footerPicture',
      badge_file_id: 'badgePicture',
    },
    // The one row's fixed key.
    hidden: ['title'],
    nameOf: () => undefined,
    page: () => '/Benefits/Configuration',
  },
  // A loaded boundary: its box (the geometry itself stays out of the trail).
  division_boundary: {
    label: 'benefits.audit.division_boundary',
    nameOf: (snapshot) => (typeof snapshot.code === 'string' ? snapshot.code : undefined),
    page: () => BOUNDARIES_PAGE,
  },
};
