import type { MessageTree } from '../../../i18n/moduleMessages';

/** Leadership survey (LSS): the survey, its questions, the thanks and the owners' results. */
export const en: MessageTree = {
  lss: {
    validation: { badge: 'Must be a badge number', period: 'Must be a quarter (YYYY-Qn)' },
    loading: 'Loading the survey',
    loadError: 'The information could not be loaded. Please try again.',
    home: {
      title: 'Leadership survey',
      intro:
        'Every quarter we ask for your view of your direct supervisor’s leadership: how they support you, communicate, lead the team, help you grow and look after your commitment. It takes about 10 minutes.',
      anonymous:
        'Your answers are anonymous: they are stored without your name, and only the fact that you answered this quarter is recorded. Results are shown grouped by supervisor and account, and only when a group has at least %{min} answers.',
      yourPlace: 'Your team',
      account: 'Account or area',
      supervisor: 'Direct supervisor',
      position: 'Position',
      unknown: 'Not on record',
      period: 'Quarter %{period}',
      pending: 'You have not answered the survey of quarter %{period} yet.',
      answered: 'You answered the survey of quarter %{period} on %{date}. Thank you!',
      start: 'Answer the survey',
      results: 'See the results',
    },
    form: {
      title: 'Leadership survey',
      intro:
        'Answer thinking of your direct supervisor during this quarter (%{period}). Questions marked * are required.',
      team: 'Your team',
      meetings: 'Meetings with your direct supervisor',
      overall: 'Overall rating',
      meetingsHelp:
        'How many team meetings you had with your direct supervisor last month (0 to 31).',
      chooseAccountFirst: 'Choose the account or area first',
      noSupervisors: 'This account has no supervisors on record',
      yes: 'Yes',
      no: 'No',
      submit: 'Send the survey',
      confirm:
        'Send your answers? Once sent they cannot be changed, and you may answer only once a quarter.',
      alreadyAnswered:
        'You already answered this quarter’s leadership survey (%{period}) on %{date}. You may answer it again next quarter.',
      back: 'Back to the survey',
    },
    likert: {
      1: '1 · Strongly disagree',
      2: '2 · Disagree',
      3: '3 · Neither agree nor disagree',
      4: '4 · Agree',
      5: '5 · Strongly agree',
    },
    dimensions: {
      support: 'Support and trust',
      communication: 'Communication and relationships',
      direction: 'Direction and results',
      development: 'Development and feedback',
      commitment: 'Commitment and well-being',
    },
    thanks: {
      title: 'Thank you for answering!',
      body: 'We received your answers to the leadership survey of quarter %{period}. They were stored without your name.',
      bodyNoPeriod:
        'We received your answers to the leadership survey. They were stored without your name.',
      next: 'Your view helps your direct supervisor and the company improve. We will ask for it again next quarter.',
      toSurvey: 'Back to the survey',
      toHome: 'Go to the home page',
    },
    results: {
      title: 'Leadership survey results',
      anonymity:
        'To protect anonymity, only groups (supervisor, account and quarter) with at least %{min} answers are shown, and never individual answers.',
      empty: 'No group has enough answers to be shown yet.',
      anyPeriod: 'Every quarter',
      chart: 'Average per dimension (1 to 5)',
      bar: '%{name}: %{value} out of 5',
      statements: 'Average per statement (1 to 5)',
      suggestions: 'Suggestions (in alphabetical order)',
      noSuggestions: 'This group left no suggestions.',
      answers: '%{smart_count} answer |||| %{smart_count} answers',
      general: 'Overall: %{value} out of 10',
      oneOnOne: 'With a one-on-one in the last 2 weeks: %{percent} %',
      meetings: 'Team meetings last month (average): %{value}',
    },
  },
  resources: {
    'lss-survey': {
      name: 'Leadership survey',
      fields: {
        cuentaArea: 'Account or area',
        jefeDirecto: 'Direct supervisor',
        jefeDirectoPersona: 'Direct supervisor’s name',
        posicion: 'Your position',
        reunionesultimomes: 'Team meetings last month',
        oneOnOneUltimas2semanas:
          'Did you have a one-on-one with your direct supervisor in the last 2 weeks?',
        ayudaMano:
          'My direct supervisor lends me a hand when my workload is heavy or I have a problem.',
        eventosVoluntariado:
          'My direct supervisor promotes and takes part in the team’s social and volunteering activities.',
        cimaDeConfianza:
          'My direct supervisor builds a climate of trust in which I can speak freely.',
        situacionesAdversas:
          'My direct supervisor supports me in adverse situations, at work or personal.',
        escuchar: 'My direct supervisor listens carefully to my ideas and concerns.',
        cooperacion: 'My direct supervisor encourages cooperation among team members.',
        situacionesConflictivas: 'My direct supervisor handles conflicts respectfully and fairly.',
        relacionesInterpersonales:
          'My direct supervisor keeps good working relationships with the team.',
        guiar: 'My direct supervisor guides me to do my job well.',
        recursos: 'My direct supervisor makes sure I have the resources I need to work.',
        planes: 'My direct supervisor shares the team’s and the account’s plans.',
        objetivos: 'My direct supervisor explains my goals clearly and how they are measured.',
        monitorea: 'My direct supervisor follows up on my results regularly.',
        responsabiliza: 'My direct supervisor takes responsibility for the team’s results.',
        tomaEnCuentaOpinion:
          'My direct supervisor takes my opinion into account in decisions that affect me.',
        retroalimentacion:
          'My direct supervisor gives me timely and useful feedback on my performance.',
        conversaciones: 'My direct supervisor talks with me about my professional development.',
        estrategias: 'My direct supervisor helps me define strategies to improve.',
        balance: 'My direct supervisor respects the balance between my work and personal life.',
        entendimiento: 'My direct supervisor shows understanding of my needs and circumstances.',
        barreras: 'My direct supervisor removes the obstacles that keep me from doing my job well.',
        seguimiento: 'My direct supervisor keeps the commitments made to me.',
        perseverante: 'My direct supervisor is persevering and motivates us to reach our goals.',
        general: 'Overall, how do you rate your direct supervisor? (1 = very poor, 10 = excellent)',
        sugerencias: 'Suggestions for your direct supervisor (optional)',
        period: 'Quarter',
      },
    },
    'lss-results': {
      name: 'Result |||| Results',
      fields: {
        period: 'Quarter',
        account: 'Account',
        supervisor: 'Direct supervisor',
        answers: 'Answers',
        general: 'Overall (1–10)',
        q: 'Search supervisor',
      },
    },
  },
  routes: { resultados: 'Results' },
};
