import { defineMessages, givenWords, type RuleParams } from '../../http/messages';

/**
 * What the schedule change services say: who may request, the request's rules, the image, and the
 * words of the schedule contract's own rules.
 */
export const { catalogue: scheduleMessages, say } = defineMessages('schedule', {
  es: {
    'employee.notFound': 'No existe una persona colaboradora con ese carné.',
    'request.notFound': 'La solicitud de cambio de horario no existe.',
    'image.notFound': 'La solicitud no tiene imagen de respaldo.',
    'workSchedule.notFound': 'El horario no existe.',
    'valid.inactive': 'Su cuenta no está activa: no puede solicitar cambios de horario.',
    'valid.probation': ({ until }: { until: string }) =>
      `Durante el periodo de prueba no puede solicitar cambios de horario. Podrá hacerlo a partir del ${until}.`,
    'valid.pendingRequest':
      'Ya tiene una solicitud de cambio de horario pendiente. Espere su respuesta antes de enviar otra.',
    'networkLogin.notYours': 'debe ser su usuario de red',
    'schedule.notOffered': 'no es un horario activo ofrecido a su cuenta (ni su horario actual)',
    'problem.permanence': ({ expected }: { expected: number }) =>
      `el horario elegido corresponde a ProblemID ${expected} (1 permanente, 2 temporal)`,
    'reason.notCustom': 'debe ser un motivo de horario personalizado',
    'date.past': 'no puede ser una fecha pasada',
    'date.tooFar': ({ until }: { until: string }) => `debe ser a más tardar el ${until}`,
    'image.tooLarge': ({ max }: { max: string }) => `la imagen debe pesar como máximo ${max}`,
    'image.empty': 'la imagen está vacía',
    'image.types': 'JPEG, PNG, WebP o PDF',
    'code.taken': ({ name }: { name: string }) => `Ya existe un horario con el código ${name}.`,
    'code.reason': 'ya existe un horario con este código',
    'validation.isoDate': ({ path }: RuleParams) => `${path} debe ser una fecha (AAAA-MM-DD)`,
    'validation.statusId': ({ path }: RuleParams) => `${path} debe ser 1 (una solicitud nueva)`,
    'validation.reasonId': ({ path }: RuleParams) =>
      `${path} debe ser 4 para un cambio a un horario ofrecido`,
    'validation.finalDate': ({ path }: RuleParams) =>
      `${path} debe ser la fecha fija 2099-12-31 para un cambio a un horario ofrecido`,
    'validation.untilDate': ({ path }: RuleParams) =>
      `${path} debe ser igual a StartDate (la fecha «Hasta») en un horario personalizado`,
    'validation.requestType': ({ path }: RuleParams) =>
      `${path} debe ser «Agenda» (ProblemID 1, 2) o «Custom» (7)`,
    'validation.time12': ({ path }: RuleParams) =>
      `${path} debe ser una hora «h:MM am/pm» o quedar vacío`,
    'validation.bothOrNeither': ({ path }: RuleParams) =>
      `${path}: la entrada y la salida del día van las dos o ninguna`,
    'validation.dayHours': ({ path }: RuleParams) => `${path}: un día tiene como máximo 12 horas`,
    'validation.weekHours': ({ path }: RuleParams) =>
      `${path}: una semana tiene como máximo 48 horas`,
    'validation.totalHours': ({ path }: RuleParams) =>
      `${path} debe ser el total de horas de la semana (la suma de los días)`,
    'validation.noWorkingDay': ({ path }: RuleParams) =>
      `${path}: el horario personalizado necesita al menos un día de trabajo`,
    'validation.tuesdayTypo': ({ path }: RuleParams) =>
      `${path} no es un campo: los del martes son MatesEntrada y MatesSalida`,
    'validation.daysOff': ({ path }: RuleParams) =>
      `${path} debe ser dos días distintos de la semana (1 a 7)`,
    'validation.base64': ({ path }: RuleParams) =>
      `${path} debe ser base64 sin el prefijo «data:…;base64,»`,
    'notice.submitted.title': 'Recibimos tu solicitud de cambio de horario',
    'notice.approved.title': 'Tu cambio de horario fue aprobado',
    'notice.rejected.title': 'Tu cambio de horario fue rechazado',
    'notice.cancelled.title': 'Tu solicitud de cambio de horario quedó cancelada',
    'notice.submitted.body':
      'Tu solicitud quedó pendiente de aprobación. Te avisaremos cuando se resuelva.',
    'notice.approved.body': ({ note }: { note: string }) =>
      `La solicitud fue aprobada.${note ? ` Nota: ${note}` : ''}`,
    'notice.rejected.body': ({ note }: { note: string }) =>
      `La solicitud fue rechazada. Motivo: ${note}`,
    'notice.cancelled.body': 'La solicitud quedó cancelada.',
  },
  en: {
    'employee.notFound': 'There is no employee with that badge',
    'request.notFound': 'The schedule change request does not exist',
    'image.notFound': 'The request has no supporting image',
    'workSchedule.notFound': 'The schedule does not exist',
    'valid.inactive': 'Your account is not active: you cannot request schedule changes.',
    'valid.probation': ({ until }) =>
      `You cannot request schedule changes during your probation period. You may from ${until}.`,
    'valid.pendingRequest':
      'You already have a pending schedule change request. Wait for its answer before sending another.',
    'networkLogin.notYours': 'must be your network login',
    'schedule.notOffered':
      'is not an active schedule offered to your account (nor your current one)',
    'problem.permanence': ({ expected }) =>
      `the schedule chosen is ProblemID ${expected} (1 permanent, 2 temporary)`,
    'reason.notCustom': 'must be a reason of a custom schedule',
    'date.past': 'cannot be a past date',
    'date.tooFar': ({ until }) => `must be ${until} at the latest`,
    'image.tooLarge': ({ max }) => `the image must be at most ${max}`,
    'image.empty': 'the image is empty',
    'image.types': 'JPEG, PNG, WebP or PDF',
    'code.taken': ({ name }) => `A schedule with code ${name} already exists.`,
    'code.reason': 'a schedule with this code already exists',
    'validation.isoDate': givenWords,
    'validation.statusId': givenWords,
    'validation.reasonId': givenWords,
    'validation.finalDate': givenWords,
    'validation.untilDate': givenWords,
    'validation.requestType': givenWords,
    'validation.time12': givenWords,
    'validation.bothOrNeither': givenWords,
    'validation.dayHours': givenWords,
    'validation.weekHours': givenWords,
    'validation.totalHours': givenWords,
    'validation.noWorkingDay': givenWords,
    'validation.tuesdayTypo': givenWords,
    'validation.daysOff': givenWords,
    'validation.base64': givenWords,
    'notice.submitted.title': 'We received your schedule change request',
    'notice.approved.title': 'Your schedule change was approved',
    'notice.rejected.title': 'Your schedule change was rejected',
    'notice.cancelled.title': 'Your schedule change request was cancelled',
    'notice.submitted.body':
      'Your request is pending approval. We will let you know when it is settled.',
    'notice.approved.body': ({ note }) =>
      `The request was approved.${note ? ` Note: ${note}` : ''}`,
    'notice.rejected.body': ({ note }) => `The request was rejected. Reason: ${note}`,
    'notice.cancelled.body': 'The request was cancelled.',
  },
});
