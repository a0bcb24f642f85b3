import { dayInWords } from '../../../contracts/calendar';
import { defineMessages, givenWords, type RuleParams } from '../../http/messages';

/**
 * What the appointments services say: refusals of a booking (the slot, the building, the
 * employee), of a cancellation or a staff action, of campaigns and self-managed requests, the
 * statuses' names and the words of the contract's own rules (`validation.<rule>`).
 */
export const { catalogue: appointmentsMessages, say } = defineMessages('appointments', {
  es: {
    'appointment.notFound': 'La cita no existe.',
    'employee.unknown': 'no hay ningún colaborador activo con ese gafete',
    'professional.unknown': 'no es un profesional activo',
    'building.unknown': 'no es un edificio activo',
    'building.notOfProfessional': 'no es el edificio del profesional',
    'building.notFound': 'El edificio no existe.',
    'building.nameTaken': 'ya hay un edificio con ese nombre',
    'professional.notFound': 'El profesional no existe.',
    'window.notFound': 'El horario de atención no existe.',
    'window.overlaps': 'se traslapa con otro horario del profesional ese día',
    'requestType.notFound': 'El tipo de solicitud no existe.',
    'requestType.unknown': 'no es un tipo de solicitud activo de este edificio',
    'slot.notOffered': 'no es un espacio disponible de la agenda del profesional',
    'slot.endMismatch': 'no es el final de ese espacio',
    'slot.taken': 'ese espacio ya fue reservado: elija otro',
    'slot.overlapsMine': 'ya tiene otra cita reservada a esa hora',
    'date.tooFar': ({ days }: { days: number }) =>
      `solo se reservan citas hasta ${days} días adelante`,
    'appointment.notCancellable': 'solo se cancela una cita reservada que todavía no empieza',
    'action.notAllowed': ({ status }: { status: string }) =>
      `la cita está «${status}»: esa acción no se le aplica`,
    'status.booked': 'reservada',
    'status.cancelled': 'cancelada',
    'status.attended': 'atendida',
    'status.noShow': 'no se presentó',
    'campaign.notFound': 'La campaña no existe.',
    'campaign.imageMismatch': 'no es la imagen de esta campaña',
    'campaign.ownBadge': 'solo puede consultar las campañas con su propio gafete',
    'request.notFound': 'La solicitud no existe.',
    'request.userNotMine': 'debe ser su propio usuario de red',
    'day.past': 'no se puede pedir un día que ya pasó',
    'day.weekend': 'es fin de semana: elija un día hábil',
    'day.holiday': ({ name }: { name: string }) => `es feriado (${name}): elija un día hábil`,
    'time.exitBeforeEntry': 'debe ser después de la hora de entrada',
    'time.lunchOutside': 'debe estar entre la entrada y la salida',
    'validation.isoDate': ({ path }: RuleParams) => `${path} debe ser una fecha (AAAA-MM-DD)`,
    'validation.timeOfDay': ({ path }: RuleParams) => `${path} debe ser una hora (HH:MM)`,
    'validation.phone': ({ path }: RuleParams) => `${path} debe tener 8 dígitos`,
    'validation.route': ({ path }: RuleParams) =>
      `${path} debe ser una ruta del portal o una dirección https`,
    'validation.endAfterStart': ({ path }: RuleParams) => `${path} debe ser posterior al inicio`,
    'notice.submitted.title': ({ day }: { day: string }) =>
      `Recibimos tu solicitud de cita autogestionada del ${dayInWords(day, 'es')}`,
    'notice.approved.title': ({ day }: { day: string }) =>
      `Tu cita autogestionada del ${dayInWords(day, 'es')} fue aprobada`,
    'notice.rejected.title': ({ day }: { day: string }) =>
      `Tu cita autogestionada del ${dayInWords(day, 'es')} fue rechazada`,
    'notice.cancelled.title': ({ day }: { day: string }) =>
      `Cancelaste tu solicitud de cita autogestionada del ${dayInWords(day, 'es')}`,
    'notice.rejected.body': ({ note }: { note: string }) => `Motivo: ${note}`,
    'notice.submitted.body': 'El personal médico la revisará.',
    'notice.approved.body': 'El personal médico la revisará.',
    'notice.cancelled.body': 'El personal médico la revisará.',
  },
  en: {
    'appointment.notFound': 'Appointment not found',
    'employee.unknown': 'there is no active employee with that badge',
    'professional.unknown': 'is not an active professional',
    'building.unknown': 'is not an active building',
    'building.notOfProfessional': 'is not the professional’s building',
    'building.notFound': 'Building not found',
    'building.nameTaken': 'there is already a building with that name',
    'professional.notFound': 'Professional not found',
    'window.notFound': 'Availability window not found',
    'window.overlaps': 'overlaps another window of the professional that day',
    'requestType.notFound': 'Request type not found',
    'requestType.unknown': 'is not an active request type of this building',
    'slot.notOffered': 'is not a free slot of the professional’s availability',
    'slot.endMismatch': 'is not the end of that slot',
    'slot.taken': 'that slot was already booked: choose another',
    'slot.overlapsMine': 'you already have another appointment booked at that time',
    'date.tooFar': ({ days }) => `appointments are booked at most ${days} days ahead`,
    'appointment.notCancellable': 'only a booked appointment that has not begun can be cancelled',
    'action.notAllowed': ({ status }) =>
      `the appointment is "${status}": that action does not apply`,
    'status.booked': 'booked',
    'status.cancelled': 'cancelled',
    'status.attended': 'attended',
    'status.noShow': 'no-show',
    'campaign.notFound': 'Campaign not found',
    'campaign.imageMismatch': 'is not this campaign’s picture',
    'campaign.ownBadge': 'campaigns are read with your own badge only',
    'request.notFound': 'Request not found',
    'request.userNotMine': 'must be your own network login',
    'day.past': 'a day already gone cannot be requested',
    'day.weekend': 'is a weekend day: choose a working day',
    'day.holiday': ({ name }) => `is a holiday (${name}): choose a working day`,
    'time.exitBeforeEntry': 'must be after the entry time',
    'time.lunchOutside': 'must be between entry and exit',
    'validation.isoDate': givenWords,
    'validation.timeOfDay': givenWords,
    'validation.phone': givenWords,
    'validation.route': givenWords,
    'validation.endAfterStart': givenWords,
    'notice.submitted.title': ({ day }) =>
      `We received your self-managed appointment request for ${dayInWords(day, 'en')}`,
    'notice.approved.title': ({ day }) =>
      `Your self-managed appointment on ${dayInWords(day, 'en')} was approved`,
    'notice.rejected.title': ({ day }) =>
      `Your self-managed appointment on ${dayInWords(day, 'en')} was rejected`,
    'notice.cancelled.title': ({ day }) =>
      `You cancelled your self-managed appointment request for ${dayInWords(day, 'en')}`,
    'notice.rejected.body': ({ note }) => `Reason: ${note}`,
    'notice.submitted.body': 'The medical staff will review it.',
    'notice.approved.body': 'The medical staff will review it.',
    'notice.cancelled.body': 'The medical staff will review it.',
  },
});
