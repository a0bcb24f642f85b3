import { defineMessages, givenWords, type RuleParams } from '../../http/messages';

/** What the leadership survey's service says, and the words of its contract's own rules. */
export const { catalogue: lssMessages, say } = defineMessages('lss', {
  es: {
    'account.unknown': 'no es una cuenta de la empresa',
    'supervisor.unknown': 'no es el gafete de un supervisor de esa cuenta',
    'supervisor.otherName': 'no es el nombre del supervisor de ese gafete',
    'answer.again': ({ period }: { period: string }) =>
      `Ya respondió la encuesta de liderazgo de este trimestre (${period}). Podrá responderla de nuevo el próximo trimestre.`,
    'answer.againField': ({ period }: { period: string }) => `ya respondió el trimestre ${period}`,
    'participation.notFound': 'Solo puede consultar su propia participación en la encuesta.',
    'validation.badge': ({ path }: RuleParams) => `${path} debe ser un número de gafete`,
    'validation.period': ({ path }: RuleParams) => `${path} debe ser un trimestre (AAAA-Tn)`,
  },
  en: {
    'account.unknown': 'is not an account of the company',
    'supervisor.unknown': 'is not the badge of a supervisor of that account',
    'supervisor.otherName': 'is not the name of the supervisor with that badge',
    'answer.again': ({ period }) =>
      `You already answered this quarter’s leadership survey (${period}). You may answer it again next quarter.`,
    'answer.againField': ({ period }) => `already answered quarter ${period}`,
    'participation.notFound': 'You may only look up your own participation in the survey.',
    'validation.badge': givenWords,
    'validation.period': givenWords,
  },
});
