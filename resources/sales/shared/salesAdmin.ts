import { array, number } from 'yup';
import { campaignBody, itemMultipart, SALES_TESTS } from '../../../contracts/sales/sales';
import type { RaRecord } from 'react-admin';
import { rowsEditedAt, type RowTexts } from '../../shared/AdminListPage';
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

/** Each kind of record's screens: list and form paths, titles, buttons and notices. */
const SCREENS = {
  building: {
    listPath: '/Ventas/Edificios',
    formPath: '/Ventas/FormAdminEdificios',
    create: 'sales.admin.createBuilding',
    empty: 'sales.admin.emptyBuildings',
    createTitle: 'sales.admin.newBuildingTitle',
    editTitle: 'sales.admin.buildingTitle',
    texts: {
      edit: 'sales.admin.editBuilding',
      delete: 'sales.admin.deleteBuilding',
      confirmDelete: 'sales.admin.confirmDeleteBuilding',
      deleted: 'sales.admin.buildingDeleted',
    },
  },
  campaign: {
    listPath: '/Ventas/Campaign',
    formPath: '/Ventas/FormAdminCampaign',
    create: 'sales.admin.createCampaign',
    empty: 'sales.admin.emptyCampaigns',
    createTitle: 'sales.admin.newCampaignTitle',
    editTitle: 'sales.admin.campaignTitle',
    texts: {
      edit: 'sales.admin.editCampaign',
      delete: 'sales.admin.deleteCampaign',
      confirmDelete: 'sales.admin.confirmDeleteCampaign',
      deleted: 'sales.admin.campaignDeleted',
    },
  },
  item: {
    listPath: '/Ventas/Inventario',
    formPath: '/Ventas/FormAdminInventario',
    create: 'sales.admin.createItem',
    empty: 'sales.admin.emptyItems',
    createTitle: 'sales.admin.newItemTitle',
    editTitle: 'sales.admin.itemTitle',
    texts: {
      edit: 'sales.admin.editItem',
      delete: 'sales.admin.deleteItem',
      confirmDelete: 'sales.admin.confirmDeleteItem',
      deleted: 'sales.admin.itemDeleted',
    },
  },
} satisfies Record<string, { texts: RowTexts } & Record<string, unknown>>;

type Kind = keyof typeof SCREENS;
const nameOf = (record: { name: string }) => record.name;

/** A sales list's create button, empty state, and rows edited in the kind's form. */
export function salesList<T extends RaRecord & { name: string }>(kind: Kind) {
  const { formPath, create, empty, texts } = SCREENS[kind];
  return {
    create: { label: create, to: formPath },
    empty,
    row: rowsEditedAt<T>(formPath, texts, nameOf),
  };
}

/** A sales form's way back, titles and delete button. */
export function salesForm(kind: Kind) {
  const { listPath, formPath, createTitle, editTitle, texts } = SCREENS[kind];
  return {
    listPath,
    back: 'sales.admin.back',
    formPath,
    createTitle,
    editTitle,
    nameOf,
    deleteTexts: texts,
  };
}
