import { array, number } from 'yup';
import { campaignBody, itemMultipart, SALES_TESTS } from '../../../contracts/sales/sales';
import { testMessagesResolver } from '../../shared/testMessagesResolver';

/** The contract's own tests, translated in the forms. */
const TRANSLATED: Record<string, string> = {
  [SALES_TESTS.isoDate]: 'sales.admin.date',
  [SALES_TESTS.notBeforeStart]: 'sales.admin.endBeforeStart',
  [SALES_TESTS.money]: 'sales.admin.money',
  [SALES_TESTS.oneDelivery]: 'sales.admin.oneDelivery',
  [SALES_TESTS.stockNotAboveQuantity]: 'sales.admin.stockAboveQuantity',
  needsBuilding: 'sales.admin.needsBuilding',
  integer: 'sales.admin.integer',
};

/** The campaign form: the contract's fields, the buildings as a list of ids. */
export const campaignResolver = testMessagesResolver(
  campaignBody.omit(['buildings']).shape({
    buildingIds: array(number().integer().required())
      .default([])
      .test('needsBuilding', 'needsBuilding', function needsBuilding(ids) {
        const pickUp = (this.parent as { pickUpInBuilding?: boolean }).pickUpInBuilding;
        return !pickUp || (ids ?? []).length > 0;
      }),
  }),
  TRANSLATED,
);

/** The item form: the multipart contract's fields and, to create one, its campaign. */
export const itemResolver = testMessagesResolver(
  itemMultipart.shape({ campaignId: number().integer().required() }),
  TRANSLATED,
);
