import { dayInWords } from '../../../contracts/calendar';
import { defineMessages, givenWords, type RuleParams } from '../../http/messages';

/**
 * What the personal-days services say: refusals of a request (its day, its category's quota, the
 * probation period), of a decision, of the company's holidays, the statuses' names, and the words
 * of the contract's own rules (`validation.<rule>`).
 */
export const { catalogue: personalDaysMessages, say } = defineMessages('personalDays', {
  es: {
    'request.notFound': 'La solicitud no existe.',
    'employee.notFound': 'No hay ningún colaborador con ese número de gafete.',
    'category.notFound': 'La categoría no existe.',
    'category.unknown': 'no es una categoría de días personales',
    'interval.notOfCategory': 'no es un horario de esta categoría',
    'day.past': 'no se puede solicitar un día que ya pasó',
    'day.tooFar': ({ year }: { year: number }) => `solo se pueden solicitar días hasta el ${year}`,
    'day.weekend': 'es fin de semana: elija un día hábil',
    'day.holiday': ({ name }: { name: string }) => `es feriado (${name}): elija un día hábil`,
    'day.taken': 'ya tiene una solicitud pendiente o aprobada para ese día',
    'quota.exceeded': ({
      category,
      year,
      left,
    }: {
      category: string;
      categoryEn: string;
      year: number;
      left: string;
    }) => `La solicitud supera su saldo de «${category}» para ${year}: le quedan ${left} día(s).`,
    'quota.field': 'no le queda saldo suficiente en esta categoría',
    probation: ({ until }: { until: string }) =>
      `Durante el periodo de prueba no se pueden solicitar días personales. Podrá hacerlo a partir del ${until}.`,
    'probation.field': 'todavía está en periodo de prueba',
    'request.notPending': ({ status }: { status: string }) =>
      `La solicitud ya no está pendiente: ahora está «${status}».`,
    'status.submitted': 'pendiente',
    'status.approved': 'aprobada',
    'status.rejected': 'rechazada',
    'status.cancelled': 'cancelada',
    'holiday.notFound': 'El feriado no existe.',
    'holiday.taken': ({ date }: { date: string }) => `Ya hay un feriado el ${date}.`,
    'holiday.dateTaken': 'ya hay un feriado ese día',
    'validation.isoDate': ({ path }: RuleParams) => `${path} debe ser una fecha (AAAA-MM-DD)`,
    'notice.submitted.title': ({ day }: { day: string }) =>
      `Recibimos tu solicitud de día libre del ${dayInWords(day, 'es')}`,
    'notice.approved.title': ({ day }: { day: string }) =>
      `Tu día libre del ${dayInWords(day, 'es')} fue aprobado`,
    'notice.rejected.title': ({ day }: { day: string }) =>
      `Tu solicitud de día libre del ${dayInWords(day, 'es')} fue rechazada`,
    'notice.cancelled.title': ({ day }: { day: string }) =>
      `Cancelaste tu solicitud de día libre del ${dayInWords(day, 'es')}`,
    'notice.submitted.body': 'Tu supervisor la revisará; te avisaremos cuando la decida.',
    'notice.approved.body': ({ note }: { note: string }) =>
      note ? `Nota: ${note}` : 'Disfruta tu día.',
    'notice.rejected.body': ({ note }: { note: string }) => `Motivo: ${note}`,
    'notice.cancelled.body': 'Los días volvieron a tu saldo.',
  },
  en: {
    'request.notFound': 'Request not found',
    'employee.notFound': 'There is no employee with that badge.',
    'category.notFound': 'Category not found',
    'category.unknown': 'is not a personal-days category',
    'interval.notOfCategory': 'is not a time interval of this category',
    'day.past': 'a day already gone cannot be requested',
    'day.tooFar': ({ year }) => `days can be requested up to ${year} only`,
    'day.weekend': 'is a weekend day: choose a working day',
    'day.holiday': ({ name }) => `is a holiday (${name}): choose a working day`,
    'day.taken': 'you already have a pending or approved request for that day',
    'quota.exceeded': ({ categoryEn, year, left }) =>
      `The request exceeds your "${categoryEn}" balance for ${year}: you have ${left} day(s) left.`,
    'quota.field': 'not enough days left in this category',
    probation: ({ until }) =>
      `Personal days cannot be requested during the probation period. You may request them from ${until}.`,
    'probation.field': 'you are still in the probation period',
    'request.notPending': ({ status }) =>
      `The request is no longer pending: it is now "${status}".`,
    'status.submitted': 'pending',
    'status.approved': 'approved',
    'status.rejected': 'rejected',
    'status.cancelled': 'cancelled',
    'holiday.notFound': 'Holiday not found',
    'holiday.taken': ({ date }) => `There is already a holiday on ${date}.`,
    'holiday.dateTaken': 'there is already a holiday that day',
    'validation.isoDate': givenWords,
    'notice.submitted.title': ({ day }) =>
      `We received your request for a day off on ${dayInWords(day, 'en')}`,
    'notice.approved.title': ({ day }) => `Your day off on ${dayInWords(day, 'en')} was approved`,
    'notice.rejected.title': ({ day }) =>
      `Your request for a day off on ${dayInWords(day, 'en')} was rejected`,
    'notice.cancelled.title': ({ day }) =>
      `You cancelled your request for a day off on ${dayInWords(day, 'en')}`,
    'notice.submitted.body':
      'Your supervisor will review it; we will let you know when it is decided.',
    'notice.approved.body': ({ note }) => (note ? `Note: ${note}` : 'Enjoy your day.'),
    'notice.rejected.body': ({ note }) => `Reason: ${note}`,
    'notice.cancelled.body': 'The days are back in your balance.',
  },
});
