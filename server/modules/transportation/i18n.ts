import { defineMessages, givenWords, type RuleParams } from '../../http/messages';

/** What the transportation services say: the routes, the seats and the contract's own rules. */
export const { catalogue: transportationMessages, say } = defineMessages('transportation', {
  es: {
    'route.notFound': 'La ruta no existe.',
    'request.notFound': 'La solicitud de transporte no existe.',
    'route.unknown': 'no es una ruta',
    'route.inactive': ({ name }: { name: string }) =>
      `La ruta ${name} no está activa: no recibe solicitudes nuevas.`,
    'route.inactiveReason': 'la ruta no está activa',
    'route.full': ({ name }: { name: string }) => `La ruta ${name} no tiene espacios libres.`,
    'route.fullReason': 'la ruta está llena',
    'request.open.inbound':
      'Ya tiene una solicitud abierta de ida (de la casa a la sede). Cancélela antes de pedir otra.',
    'request.open.outbound':
      'Ya tiene una solicitud abierta de regreso (de la sede a la casa). Cancélela antes de pedir otra.',
    'request.openReason': 'ya tiene una solicitud abierta en ese sentido',
    'stop.unknown': 'no es una parada de esta ruta',
    'stop.inUse': ({ names }: { names: string }) =>
      `no se puede quitar una parada que tiene solicitudes: ${names}`,
    'district.unknown': 'no es un distrito',
    'seats.belowTaken': ({ taken }: { taken: number }) =>
      `no puede ser menor que los espacios ocupados (${taken})`,
    'name.taken': ({ name }: { name: string }) => `Ya existe una ruta llamada ${name}.`,
    'name.reason': 'ya existe una ruta con este nombre',
    'validation.isoDate': ({ path }: RuleParams) => `${path} debe ser una fecha (AAAA-MM-DD)`,
    'validation.startWindow': ({ path }: RuleParams) =>
      `${path} debe ser desde hoy hasta dentro de 60 días`,
    'validation.days': ({ path }: RuleParams) =>
      `${path} debe ser días distintos de la semana (1 a 7)`,
    'notice.submitted.title': 'Recibimos tu solicitud de transporte',
    'notice.approved.title': 'Tu solicitud de transporte fue aprobada',
    'notice.rejected.title': 'Tu solicitud de transporte fue rechazada',
    'notice.cancelled.title': 'Tu solicitud de transporte quedó cancelada',
    'notice.submitted.body':
      'Tu espacio quedó reservado y pendiente de aprobación. Te avisaremos cuando se resuelva.',
    'notice.approved.body': ({ note }: { note: string }) =>
      `Tienes un espacio en la ruta.${note ? ` Nota: ${note}` : ''}`,
    'notice.rejected.body': ({ note }: { note: string }) =>
      `La solicitud fue rechazada. Motivo: ${note}`,
    'notice.cancelled.body': 'La solicitud quedó cancelada y el espacio quedó libre.',
  },
  en: {
    'route.notFound': 'The route does not exist',
    'request.notFound': 'The transport request does not exist',
    'route.unknown': 'is not a route',
    'route.inactive': ({ name }) => `Route ${name} is not active: it takes no new requests.`,
    'route.inactiveReason': 'the route is not active',
    'route.full': ({ name }) => `Route ${name} has no seats left.`,
    'route.fullReason': 'the route is full',
    'request.open.inbound':
      'You already have an open inbound request (home to site). Cancel it before asking for another.',
    'request.open.outbound':
      'You already have an open outbound request (site to home). Cancel it before asking for another.',
    'request.openReason': 'you already have an open request in that direction',
    'stop.unknown': 'is not a stop of this route',
    'stop.inUse': ({ names }) => `a stop with requests cannot be removed: ${names}`,
    'district.unknown': 'is not a district',
    'seats.belowTaken': ({ taken }) => `cannot be below the seats taken (${taken})`,
    'name.taken': ({ name }) => `A route named ${name} already exists.`,
    'name.reason': 'a route with this name already exists',
    'validation.isoDate': givenWords,
    'validation.startWindow': givenWords,
    'validation.days': givenWords,
    'notice.submitted.title': 'We received your transport request',
    'notice.approved.title': 'Your transport request was approved',
    'notice.rejected.title': 'Your transport request was rejected',
    'notice.cancelled.title': 'Your transport request was cancelled',
    'notice.submitted.body':
      'Your seat is held and pending approval. We will let you know when it is settled.',
    'notice.approved.body': ({ note }) =>
      `You have a seat on the route.${note ? ` Note: ${note}` : ''}`,
    'notice.rejected.body': ({ note }) => `The request was rejected. Reason: ${note}`,
    'notice.cancelled.body': 'The request was cancelled and the seat is free again.',
  },
});
