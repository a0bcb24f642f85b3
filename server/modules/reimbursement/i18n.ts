import { defineMessages, givenWords, type RuleParams } from '../../http/messages';

/**
 * What the educational reimbursement services say: the form's rules, the invoice and type rules,
 * and the words of the reimbursement contract's own rules.
 */
export const { catalogue: reimbursementMessages, say } = defineMessages('reimbursement', {
  es: {
    'request.notFound': 'La solicitud de reembolso no existe.',
    'document.notFound': 'El documento no existe.',
    'newRequest.probation': ({ until }: { until: string }) =>
      `Durante el periodo de prueba no puede solicitar reembolsos educativos. Podrá hacerlo a partir del ${until}.`,
    'newRequest.tooManyPending': ({ max }: { max: number }) =>
      `Ya tiene ${max} solicitudes pendientes de aprobación. Espere la respuesta de alguna antes de enviar otra.`,
    'type.unknown': 'no es un tipo de reembolso de la lista',
    'type.oncePerYear': ({ type, year }: { type: string; year: string }) =>
      `Ya tiene una solicitud de ${type} en ${year}: este tipo se puede solicitar una vez por año.`,
    'category.unknown': 'no es una categoría de estudios de la lista',
    'category.isType': ({ type }: { type: string }) =>
      `para el tipo ${type} la categoría debe ser «${type}»`,
    'field.requiredByCategory': 'es obligatorio para la categoría elegida',
    'field.notForCategory': 'no corresponde a la categoría elegida: déjelo vacío',
    'languageLevel.unknown': 'no es un nivel de idioma de la lista',
    'languageLevel.onlyLanguages': 'solo se indica para la categoría de idiomas',
    'validation.notFuture': ({ path }: RuleParams) => `${path} no puede ser una fecha futura`,
    'invoice.duplicate': ({ invoice }: { invoice: string }) =>
      `La factura ${invoice} ya fue presentada en otra solicitud de reembolso. Cada factura se puede reclamar una sola vez.`,
    'invoice.claimed': 'esta factura ya fue presentada en otra solicitud',
    'document.required': 'adjunte al menos una factura (PDF, JPEG o PNG)',
    'validation.isoDate': ({ path }: RuleParams) => `${path} debe ser una fecha (AAAA-MM-DD)`,
    'validation.amount': ({ path }: RuleParams) =>
      `${path} debe ser un monto en colones mayor que 0 y de hasta 10 000 000, con dos decimales como máximo`,
    'validation.invoiceNumber': ({ path }: RuleParams) =>
      `${path} debe ser un número de factura (letras, dígitos, - . /; hasta 50)`,
    'validation.notOther': ({ path }: RuleParams) =>
      `${path} debe ser el texto escrito cuando se elige «Otro»`,
    'notice.submitted.title': 'Recibimos tu solicitud de reembolso educativo',
    'notice.approved.title': 'Tu reembolso educativo fue aprobado',
    'notice.rejected.title': 'Tu reembolso educativo fue rechazado',
    'notice.cancelled.title': 'Cancelaste tu solicitud de reembolso educativo',
    'notice.submitted.body': ({ course }: { course: string }) =>
      `Tu solicitud por «${course}» quedó pendiente de aprobación. Te avisaremos cuando se resuelva.`,
    'notice.approved.body': ({ course, note }: { course: string; note: string }) =>
      `La solicitud por «${course}» fue aprobada.${note ? ` Nota: ${note}` : ''}`,
    'notice.rejected.body': ({ course, note }: { course: string; note: string }) =>
      `La solicitud por «${course}» fue rechazada. Motivo: ${note}`,
    'notice.cancelled.body': ({ course }: { course: string }) =>
      `La solicitud por «${course}» quedó cancelada y su factura puede presentarse de nuevo.`,
  },
  en: {
    'request.notFound': 'The reimbursement request does not exist',
    'document.notFound': 'The document does not exist',
    'newRequest.probation': ({ until }) =>
      `You cannot request educational reimbursements during your probation period. You may from ${until}.`,
    'newRequest.tooManyPending': ({ max }) =>
      `You already have ${max} requests waiting for approval. Wait for an answer to one of them before sending another.`,
    'type.unknown': 'is not a reimbursement type of the list',
    'type.oncePerYear': ({ type, year }) =>
      `You already have a ${type} request in ${year}: this type may be requested once a year.`,
    'category.unknown': 'is not a studies category of the list',
    'category.isType': ({ type }) => `must be "${type}" for the ${type} type`,
    'field.requiredByCategory': 'is required for the chosen category',
    'field.notForCategory': 'does not belong to the chosen category: leave it empty',
    'languageLevel.unknown': 'is not a language level of the list',
    'languageLevel.onlyLanguages': 'is given only for the languages category',
    'validation.notFuture': givenWords,
    'invoice.duplicate': ({ invoice }) =>
      `Invoice ${invoice} was already submitted in another reimbursement request. Each invoice may be claimed only once.`,
    'invoice.claimed': 'this invoice was already submitted in another request',
    'document.required': 'attach at least one invoice (PDF, JPEG or PNG)',
    'validation.isoDate': givenWords,
    'validation.amount': givenWords,
    'validation.invoiceNumber': givenWords,
    'validation.notOther': givenWords,
    'notice.submitted.title': 'We received your educational reimbursement request',
    'notice.approved.title': 'Your educational reimbursement was approved',
    'notice.rejected.title': 'Your educational reimbursement was rejected',
    'notice.cancelled.title': 'You cancelled your educational reimbursement request',
    'notice.submitted.body': ({ course }) =>
      `Your request for "${course}" is pending approval. We will let you know when it is settled.`,
    'notice.approved.body': ({ course, note }) =>
      `The request for "${course}" was approved.${note ? ` Note: ${note}` : ''}`,
    'notice.rejected.body': ({ course, note }) =>
      `The request for "${course}" was rejected. Reason: ${note}`,
    'notice.cancelled.body': ({ course }) =>
      `The request for "${course}" was cancelled and its invoice may be submitted again.`,
  },
});
