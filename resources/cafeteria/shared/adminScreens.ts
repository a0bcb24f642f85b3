import type {
  CafeteriaCategoryRecord,
  CafeteriaPriceRecord,
  CafeteriaRecord,
} from '../../../contracts/cafeteria/cafeteria';
import { adminScreens, type RowTexts } from '../../shared/AdminListPage';
import {
  CAFETERIAS_RESOURCE,
  CAFETERIAS_LIST,
  CAFETERIAS_FORM,
  CATEGORIES_RESOURCE,
  CATEGORIES_LIST,
  CATEGORIES_FORM,
  PRICES_RESOURCE,
  PRICES_LIST,
  PRICES_FORM,
} from './paths';

/** A record's buttons and notices, in the owners' lists and forms alike. */
const TEXTS: RowTexts = {
  edit: 'cafeteria.admin.edit',
  delete: 'cafeteria.admin.delete',
  confirmDelete: 'cafeteria.admin.confirmDelete',
  deleted: 'cafeteria.admin.deleted',
};

export const CAFETERIA_SCREENS = adminScreens<CafeteriaRecord>(
  CAFETERIAS_RESOURCE,
  CAFETERIAS_LIST,
  CAFETERIAS_FORM,
  TEXTS,
  (cafeteria) => cafeteria.name,
);

export const CATEGORY_SCREENS = adminScreens<CafeteriaCategoryRecord>(
  CATEGORIES_RESOURCE,
  CATEGORIES_LIST,
  CATEGORIES_FORM,
  TEXTS,
  (category) => category.name,
);

export const PRICE_SCREENS = adminScreens<CafeteriaPriceRecord>(
  PRICES_RESOURCE,
  PRICES_LIST,
  PRICES_FORM,
  TEXTS,
  (price) => price.product,
);
