import { defineMessages, givenWords, type RuleParams } from '../../http/messages';

/**
 * What the Bring a friend services say: refusals, the names of the reference values (English
 * levels, payment methods, work types, academic grades) in the caller's language, and the words
 * of the referral contract's own rules (`validation.<rule>`).
 */
export const { catalogue: referralsMessages, say } = defineMessages('referrals', {
  es: {
    'referral.notFound': 'El referido no existe.',
    'badge.notYours': 'debe ser su propio número de colaborador',
    'location.unknown': 'no es una ubicación activa',
    'position.notAtLocation': 'no es una posición abierta en esta ubicación',
    'resume.required': 'adjunte la hoja de vida del candidato (PDF o DOCX)',
    'candidate.inProgress':
      'Esta persona ya tiene un referido en proceso. No se puede referir de nuevo hasta que termine.',
    'candidate.coolingOff': ({ until }: { until: string }) =>
      `Esta persona participó en un proceso reciente y no fue contratada. Podrá referirla de nuevo a partir del ${until}.`,
    'candidate.hired': 'Esta persona ya fue contratada por medio del programa.',
    'candidate.notReferable': 'no se puede referir a esta persona ahora',
    'move.notAllowed': ({ from, to }: { from: string; to: string }) =>
      `Un referido en estado «${from}» no puede pasar a «${to}».`,
    'move.stale': ({ current }: { current: string }) =>
      `Otra persona cambió el estado de este referido mientras tanto; ahora está en «${current}». Recargue y vuelva a intentarlo.`,
    'status.received': 'Recibido',
    'status.in_review': 'En revisión',
    'status.interviewed': 'Entrevistado',
    'status.hired': 'Contratado',
    'status.not_hired': 'No contratado',
    'englishLevel.A1': 'A1 — Principiante',
    'englishLevel.A2': 'A2 — Básico',
    'englishLevel.B1': 'B1 — Intermedio',
    'englishLevel.B2': 'B2 — Intermedio alto',
    'englishLevel.C1': 'C1 — Avanzado',
    'englishLevel.C2': 'C2 — Dominio',
    'englishLevel.native': 'Nativo',
    'paymentMethod.payroll': 'Depósito en planilla',
    'paymentMethod.giftCard': 'Tarjeta de regalo',
    'workType.onSite': 'Presencial',
    'workType.remote': 'Remoto',
    'workType.hybrid': 'Híbrido',
    'academicGrade.highSchool': 'Secundaria completa',
    'academicGrade.technical': 'Técnico',
    'academicGrade.university': 'Universitario',
    'academicGrade.graduate': 'Posgrado',
    'validation.identification': ({ path }: RuleParams) =>
      `${path} debe ser un número de identificación (de 5 a 20 letras o dígitos)`,
    'validation.phone': ({ path }: RuleParams) =>
      `${path} debe ser un número de teléfono (de 8 a 20 dígitos)`,
    'validation.isoDate': ({ path }: RuleParams) => `${path} debe ser una fecha (AAAA-MM-DD)`,
  },
  en: {
    'referral.notFound': 'Referral not found',
    'badge.notYours': 'must be your own badge',
    'location.unknown': 'is not an active location',
    'position.notAtLocation': 'is not a position open at this location',
    'resume.required': "attach the candidate's résumé (PDF or DOCX)",
    'candidate.inProgress':
      'This person already has a referral in progress. They cannot be referred again until it ends.',
    'candidate.coolingOff': ({ until }) =>
      `This person took part in a recent process and was not hired. You may refer them again from ${until}.`,
    'candidate.hired': 'This person was already hired through the programme.',
    'candidate.notReferable': 'this person cannot be referred now',
    'move.notAllowed': ({ from, to }) => `A referral in status "${from}" cannot move to "${to}".`,
    'move.stale': ({ current }) =>
      `Someone else changed this referral's status meanwhile; it is now "${current}". Reload and try again.`,
    'status.received': 'Received',
    'status.in_review': 'In review',
    'status.interviewed': 'Interviewed',
    'status.hired': 'Hired',
    'status.not_hired': 'Not hired',
    'englishLevel.A1': 'A1 — Beginner',
    'englishLevel.A2': 'A2 — Elementary',
    'englishLevel.B1': 'B1 — Intermediate',
    'englishLevel.B2': 'B2 — Upper intermediate',
    'englishLevel.C1': 'C1 — Advanced',
    'englishLevel.C2': 'C2 — Proficient',
    'englishLevel.native': 'Native',
    'paymentMethod.payroll': 'Payroll deposit',
    'paymentMethod.giftCard': 'Gift card',
    'workType.onSite': 'On site',
    'workType.remote': 'Remote',
    'workType.hybrid': 'Hybrid',
    'academicGrade.highSchool': 'High school',
    'academicGrade.technical': 'Technical',
    'academicGrade.university': 'University',
    'academicGrade.graduate': 'Postgraduate',
    'validation.identification': givenWords,
    'validation.phone': givenWords,
    'validation.isoDate': givenWords,
  },
});
