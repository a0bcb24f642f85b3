import { defineMessages, givenWords, type RuleParams } from '../../http/messages';

/**
 * What the growth services say: openings, applications, eligibility and profiles, and the words
 * of the growth contract's own rules (`validation.<rule>`).
 */
export const { catalogue: growthMessages, say } = defineMessages('growth', {
  es: {
    'opening.notFound': 'La vacante no existe o ya no está abierta.',
    'opening.hasApplications': ({ title, applications }: { title: string; applications: number }) =>
      `No se puede eliminar la vacante «${title}»: tiene ${applications} postulación(es). Desactívela en su lugar.`,
    'employee.notFound': 'No hay ningún colaborador con ese número de gafete.',
    'application.notFound': 'La postulación no existe.',
    'application.otherEmployee': 'Solo puede postularse con su propio número de gafete.',
    'application.otherEmployeeField': 'no es su número de gafete',
    'application.resumeRequired': 'adjunte su currículum (PDF o DOCX)',
    'application.moveNotAllowed': ({ from, to }: { from: string; to: string }) =>
      `Una postulación en estado «${from}» no puede pasar a «${to}».`,
    'application.movedMeanwhile': ({ status }: { status: string }) =>
      `Otra persona cambió esta postulación mientras tanto: ahora está en «${status}». Recargue y vuelva a intentarlo.`,
    'status.submitted': 'recibida',
    'status.in_review': 'en revisión',
    'status.interview': 'entrevista',
    'status.selected': 'seleccionada',
    'status.not_selected': 'no seleccionada',
    'eligibility.openingClosed': ({ title }: { title: string }) =>
      `La vacante «${title}» ya no recibe postulaciones.`,
    'eligibility.tooSoonInPosition': ({
      required,
      months,
      date,
    }: {
      required: number;
      months: number;
      date: string;
    }) =>
      `Esta vacante pide al menos ${required} meses en su puesto actual y usted lleva ${months}. Podrá postularse a partir del ${date}.`,
    'eligibility.alreadyApplied': ({ title }: { title: string }) =>
      `Ya se postuló a «${title}». Puede seguir su postulación en Mis métricas.`,
    'eligibility.tooManyInProgress': ({ max }: { max: number }) =>
      `Ya tiene ${max} postulaciones en curso. Espere la respuesta de alguna antes de postularse a otra.`,
    'validation.isoDate': ({ path }: RuleParams) => `${path} debe ser una fecha (AAAA-MM-DD)`,
    'validation.time': ({ path }: RuleParams) => `${path} debe ser una hora (HH:mm)`,
    'validation.phone': ({ path }: RuleParams) =>
      `${path} debe ser un número de teléfono (de 8 a 20 dígitos)`,
    'validation.badge': ({ path }: RuleParams) => `${path} debe ser un número de gafete`,
  },
  en: {
    'opening.notFound': 'The opening does not exist or is no longer open',
    'opening.hasApplications': ({ title, applications }) =>
      `The opening "${title}" cannot be deleted: it has ${applications} application(s). Deactivate it instead.`,
    'employee.notFound': 'No employee has that badge number',
    'application.notFound': 'Application not found',
    'application.otherEmployee': 'You may only apply with your own badge number',
    'application.otherEmployeeField': 'is not your badge number',
    'application.resumeRequired': 'attach your résumé (PDF or DOCX)',
    'application.moveNotAllowed': ({ from, to }) =>
      `An application that is "${from}" cannot move to "${to}".`,
    'application.movedMeanwhile': ({ status }) =>
      `Someone else changed this application meanwhile: it is now "${status}". Reload and try again.`,
    'status.submitted': 'submitted',
    'status.in_review': 'in review',
    'status.interview': 'interview',
    'status.selected': 'selected',
    'status.not_selected': 'not selected',
    'eligibility.openingClosed': ({ title }) =>
      `The opening "${title}" no longer takes applications.`,
    'eligibility.tooSoonInPosition': ({ required, months, date }) =>
      `This opening asks for at least ${required} months in your current position and you have ${months}. You may apply from ${date}.`,
    'eligibility.alreadyApplied': ({ title }) =>
      `You already applied to "${title}". Follow your application in My metrics.`,
    'eligibility.tooManyInProgress': ({ max }) =>
      `You already have ${max} applications in progress. Wait for an answer to one of them before applying to another.`,
    'validation.isoDate': givenWords,
    'validation.time': givenWords,
    'validation.phone': givenWords,
    'validation.badge': givenWords,
  },
});
