import { array, number } from 'yup';
import { campaignBody, itemMultipart, SALES_TESTS } from '../../../contracts/sales/sales';
import type { RowTexts } from '../../shared/AdminListPage';
import { contractResolver } from '../../shared/contractResolver';

/** The contract's own tests, in the portal's words. */
const messages: Record<string, string> = {
  [SALES_TESTS.isoDate]: 'sales.admin.date',
  [SALES_TESTS.notBeforeStart]: 'sales.admin.endBeforeStart',
  [SALES_TESTS.money]: 'sales.admin.money',
  [SALES_TESTS.oneDelivery]: 'sales.admin.oneDelivery',
  [SALES_TESTS.stockNotAboveQuantity]: 'sales.admin.stockAboveQuantity',
  needsBuilding: 'sales.admin.needsBuilding',
  integer: 'sales.admin.integer',
};

/** The campaign form: the contract's fields, the buildings as a list of ids. */
export const campaignResolver = contractResolver(
  campaignBody.omit(['buildings']).shape({
    buildingIds: array(number().integer().required())
      .default([])
      .test('needsBuilding', 'needsBuilding', function needsBuilding(ids) {
        const pickUp = (this.parent as { pickUpInBuilding?: boolean }).pickUpInBuilding;
        return !pickUp || (ids ?? []).length > 0;
      }),
  }),
  { messages },
);

/** The item form: the multipart contract's fields and, to create one, its campaign. */
export const itemResolver = contractResolver(
  itemMultipart.shape({ campaignId: number().integer().required() }),
  { messages },
);

/** The buttons and notices of each kind of record; each receives `name`. */
export const SALES_TEXTS = {
  building: {
    edit: 'sales.admin.editBuilding',
    delete: 'sales.admin.deleteBuilding',
    confirmDelete: 'sales.admin.confirmDeleteBuilding',
    deleted: 'sales.admin.buildingDeleted',
  },
  campaign: {
    edit: 'sales.admin.editCampaign',
    delete: 'sales.admin.deleteCampaign',
    confirmDelete: 'sales.admin.confirmDeleteCampaign',
    deleted: 'sales.admin.campaignDeleted',
  },
  item: {
    edit: 'sales.admin.editItem',
    delete: 'sales.admin.deleteItem',
    confirmDelete: 'sales.admin.confirmDeleteItem',
    deleted: 'sales.admin.itemDeleted',
  },
} satisfies Record<string, RowTexts>;
