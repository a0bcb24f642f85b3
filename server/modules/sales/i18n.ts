import { defineMessages, givenWords, type RuleParams } from '../../http/messages';

/** A limit per person an order goes beyond: its maximum, what it limits and what was bought. */
interface PurchaseLimit {
  max: number;
  name: string;
  bought: number;
}

/**
 * What the asset-sale services say: buildings, campaigns, items and orders, and the words of the
 * sale contracts' own rules (`validation.<rule>`).
 */
export const { catalogue: salesMessages, say } = defineMessages('sales', {
  es: {
    'campaign.duplicate': ({ name }: { name: string }) =>
      `Ya existe una campaña llamada «${name}».`,
    'campaign.nameTaken': 'otra campaña tiene este nombre',
    'building.notFound': 'El edificio no existe.',
    'building.duplicate': ({ name }: { name: string }) =>
      `Ya existe un edificio llamado «${name}».`,
    'building.nameTaken': 'otro edificio tiene este nombre',
    'building.inUse': ({
      name,
      campaigns,
      orders,
    }: {
      name: string;
      campaigns: number;
      orders: number;
    }) =>
      `No se puede eliminar el edificio «${name}»: ${campaigns} campaña(s) y ${orders} compra(s) lo usan. Desactívelo en su lugar.`,
    'campaign.notFound': 'La campaña no existe.',
    'campaign.hasOrders': ({ name, orders }: { name: string; orders: number }) =>
      `No se puede eliminar la campaña «${name}»: tiene ${orders} compra(s) registrada(s).`,
    'campaign.unknownBuildings': ({ ids }: { ids: string }) => `los edificios ${ids} no existen`,
    'campaign.needsActiveBuilding':
      'una campaña con retiro en edificio necesita al menos un edificio activo',
    'campaign.closed': ({ name }: { name: string }) =>
      `La campaña «${name}» no está abierta para compras.`,
    'item.notFound': 'El artículo no existe.',
    'item.inOrders': ({ name, orders }: { name: string; orders: number }) =>
      `No se puede eliminar el artículo «${name}»: está en ${orders} compra(s).`,
    'order.notFound': 'La compra no existe.',
    'order.otherEmployee': 'Esta compra es de otro colaborador.',
    'order.noPickUp': 'esta campaña no ofrece retiro en edificio',
    'order.notCampaignBuilding': 'buildingId no es un edificio activo de esta campaña',
    'order.noHomeDelivery': 'esta campaña no envía compras a domicilio',
    'order.notCampaignItem': 'no es un artículo de esta campaña',
    'order.aboveItemLimit': ({ max, name, bought }: PurchaseLimit) =>
      `Puede comprar como máximo ${max} de «${name}» en esta campaña; ya compró ${bought}.`,
    'order.aboveItemLimitField': 'supera el límite por persona',
    'order.aboveCampaignLimit': ({ max, name, bought }: PurchaseLimit) =>
      `Puede comprar como máximo ${max} unidades en la campaña «${name}»; ya compró ${bought}.`,
    'order.aboveCampaignLimitField': 'supera el límite de la campaña por persona',
    'order.soldOut': ({ name }: { name: string }) => `«${name}» está agotado.`,
    'order.fewLeft': ({ stock, name, asked }: { stock: number; name: string; asked: number }) =>
      `Solo quedan ${stock} de «${name}»; pidió ${asked}.`,
    'order.notEnoughStock': 'no hay existencias suficientes',
    'validation.isoDate': ({ path }: RuleParams) => `${path} debe ser una fecha (AAAA-MM-DD)`,
    'validation.notBeforeStart': ({ path }: RuleParams) =>
      `${path} debe ser igual o posterior a startDate`,
    'validation.money': ({ path }: RuleParams) =>
      `${path} debe ser un monto con dos decimales como máximo, hasta 10000000`,
    'validation.oneDelivery': (_: RuleParams) => 'pickUpInBuilding o sentToHome debe ser verdadero',
    'validation.uniqueBuildings': ({ path }: RuleParams) => `${path} no debe repetir un edificio`,
    'validation.uniqueItems': ({ path }: RuleParams) => `${path} no debe repetir un artículo`,
    'validation.stockNotAboveQuantity': ({ path }: RuleParams) =>
      `${path} no debe ser mayor que quantity`,
    'validation.phone.matches': ({ path }: RuleParams) =>
      `${path} debe ser un número de teléfono (de 8 a 20 dígitos)`,
  },
  en: {
    'campaign.duplicate': ({ name }) => `A campaign named "${name}" already exists`,
    'campaign.nameTaken': 'another campaign has this name',
    'building.notFound': 'Building not found',
    'building.duplicate': ({ name }) => `A building named "${name}" already exists`,
    'building.nameTaken': 'another building has this name',
    'building.inUse': ({ name, campaigns, orders }) =>
      `The building "${name}" cannot be deleted: ${campaigns} campaign(s) and ` +
      `${orders} order(s) refer to it. Deactivate it instead.`,
    'campaign.notFound': 'Campaign not found',
    'campaign.hasOrders': ({ name, orders }) =>
      `The campaign "${name}" cannot be deleted: it has ${orders} order(s).`,
    'campaign.unknownBuildings': ({ ids }) => `buildings ${ids} do not exist`,
    'campaign.needsActiveBuilding':
      'a campaign with pick-up in a building needs at least one active building',
    'campaign.closed': ({ name }) => `The campaign "${name}" is not open for orders`,
    'item.notFound': 'Item not found',
    'item.inOrders': ({ name, orders }) =>
      `The item "${name}" cannot be deleted: it is in ${orders} order(s).`,
    'order.notFound': 'Order not found',
    'order.otherEmployee': 'This order belongs to another employee',
    'order.noPickUp': 'this campaign does not offer pick-up in a building',
    'order.notCampaignBuilding': 'buildingId is not an active building of this campaign',
    'order.noHomeDelivery': 'this campaign does not send orders home',
    'order.notCampaignItem': 'is not an item of this campaign',
    'order.aboveItemLimit': ({ max, name, bought }) =>
      `You may buy at most ${max} of "${name}" in this campaign; you already bought ${bought}.`,
    'order.aboveItemLimitField': 'above the limit per person',
    'order.aboveCampaignLimit': ({ max, name, bought }) =>
      `You may buy at most ${max} units in the campaign "${name}"; you already bought ${bought}.`,
    'order.aboveCampaignLimitField': 'above the campaign limit per person',
    'order.soldOut': ({ name }) => `"${name}" is sold out.`,
    'order.fewLeft': ({ stock, name, asked }) =>
      `Only ${stock} of "${name}" left; you asked for ${asked}.`,
    'order.notEnoughStock': 'not enough stock',
    'validation.isoDate': givenWords,
    'validation.notBeforeStart': givenWords,
    'validation.money': givenWords,
    'validation.oneDelivery': givenWords,
    'validation.uniqueBuildings': givenWords,
    'validation.uniqueItems': givenWords,
    'validation.stockNotAboveQuantity': givenWords,
    'validation.phone.matches': givenWords,
  },
});
