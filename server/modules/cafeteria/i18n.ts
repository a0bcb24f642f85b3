import { defineMessages } from '../../http/messages';

/** What the cafeteria services say: the menu's, the cart's and the invoices' refusals. */
export const { catalogue: cafeteriaMessages, say } = defineMessages('cafeteria', {
  es: {
    'cafeteria.notFound': 'La cafetería no existe.',
    'cafeteria.unknown': 'no es una cafetería registrada',
    'cafeteria.taken': ({ name }: { name: string }) => `Ya existe una cafetería llamada «${name}».`,
    'category.notFound': 'La categoría no existe.',
    'category.unknown': 'no es una categoría registrada',
    'category.taken': ({ name }: { name: string }) => `Ya existe una categoría llamada «${name}».`,
    'name.taken': 'este nombre ya está en uso',
    'price.notFound': 'El precio no existe.',
    'price.taken': ({ product, cafeteria }: { product: string; cafeteria: string }) =>
      `La cafetería ${cafeteria} ya tiene un precio para «${product}».`,
    'product.pricedHere': 'esta cafetería ya tiene un precio para este producto',
    'product.notOnMenu': 'El producto no está en el menú de ninguna cafetería activa.',
    'product.notAvailable': 'no es un producto disponible del menú',
    'product.notInCart': 'El producto no está en su carrito.',
    'product.notInCartField': 'no está en su carrito',
    'cart.empty': 'Su carrito está vacío: agregue productos antes de confirmar el pedido.',
    'cart.emptyField': 'el carrito está vacío',
    'cart.overLimit': ({
      limit,
      pending,
      total,
    }: {
      limit: string;
      pending: string;
      total: string;
    }) =>
      `El pedido de ${total} supera su límite de consumo: tiene ${pending} pendientes de rebajar de planilla y el límite es ${limit}. Reduzca el pedido o espere al próximo pago.`,
    'cart.overLimitField': 'supera el límite de consumo pendiente',
    'invoice.notFound': 'La factura no existe.',
    'employee.notFound': 'El colaborador no existe.',
  },
  en: {
    'cafeteria.notFound': 'The cafeteria does not exist',
    'cafeteria.unknown': 'is not a registered cafeteria',
    'cafeteria.taken': ({ name }) => `A cafeteria named "${name}" already exists.`,
    'category.notFound': 'The category does not exist',
    'category.unknown': 'is not a registered category',
    'category.taken': ({ name }) => `A category named "${name}" already exists.`,
    'name.taken': 'this name is already in use',
    'price.notFound': 'The price does not exist',
    'price.taken': ({ product, cafeteria }) =>
      `The ${cafeteria} cafeteria already has a price for "${product}".`,
    'product.pricedHere': 'this cafeteria already has a price for this product',
    'product.notOnMenu': 'The product is not on the menu of any open cafeteria.',
    'product.notAvailable': 'is not an available product of the menu',
    'product.notInCart': 'The product is not in your cart.',
    'product.notInCartField': 'is not in your cart',
    'cart.empty': 'Your cart is empty: add products before confirming the order.',
    'cart.emptyField': 'the cart is empty',
    'cart.overLimit': ({ limit, pending, total }) =>
      `The order of ${total} goes over your spending limit: you have ${pending} waiting to be deducted from payroll and the limit is ${limit}. Reduce the order or wait for the next payday.`,
    'cart.overLimitField': 'goes over the pending spending limit',
    'invoice.notFound': 'The invoice does not exist',
    'employee.notFound': 'The employee does not exist',
  },
});
