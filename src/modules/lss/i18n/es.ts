import type { MessageTree } from '../../../i18n/moduleMessages';

/** Encuesta de liderazgo (LSS): the survey, its questions, the thanks and the owners' results. */
export const es: MessageTree = {
  lss: {
    validation: {
      badge: 'Debe ser un número de gafete',
      period: 'Debe ser un trimestre (AAAA-Tn)',
    },
    loading: 'Cargando la encuesta',
    loadError: 'No se pudo cargar la información. Intente de nuevo.',
    home: {
      title: 'Encuesta de liderazgo',
      intro:
        'Cada trimestre le pedimos su opinión sobre el liderazgo de su jefe directo: cómo le apoya, se comunica, dirige al equipo, le ayuda a crecer y cuida su compromiso. Toma unos 10 minutos.',
      anonymous:
        'Sus respuestas son anónimas: se guardan sin su nombre y solo se registra que usted respondió este trimestre. Los resultados se muestran agrupados por jefe y cuenta, y solo cuando el grupo tiene al menos %{min} respuestas.',
      yourPlace: 'Su equipo',
      account: 'Cuenta o área',
      supervisor: 'Jefe directo',
      position: 'Puesto',
      unknown: 'Sin registrar',
      period: 'Trimestre %{period}',
      pending: 'Aún no ha respondido la encuesta del trimestre %{period}.',
      answered: 'Ya respondió la encuesta del trimestre %{period} el %{date}. ¡Gracias!',
      start: 'Responder la encuesta',
      results: 'Ver resultados',
    },
    form: {
      title: 'Encuesta de liderazgo',
      intro:
        'Responda pensando en su jefe directo durante este trimestre (%{period}). Las preguntas marcadas con * son obligatorias.',
      team: 'Su equipo',
      meetings: 'Reuniones con su jefe directo',
      overall: 'Valoración general',
      meetingsHelp:
        'Cuántas reuniones de equipo tuvo con su jefe directo el último mes (de 0 a 31).',
      chooseAccountFirst: 'Elija primero la cuenta o área',
      noSupervisors: 'Esta cuenta no tiene jefes registrados',
      yes: 'Sí',
      no: 'No',
      submit: 'Enviar la encuesta',
      confirm:
        '¿Enviar sus respuestas? Una vez enviadas no se pueden cambiar, y solo puede responder una vez por trimestre.',
      alreadyAnswered:
        'Ya respondió la encuesta de liderazgo de este trimestre (%{period}) el %{date}. Podrá responderla de nuevo el próximo trimestre.',
      back: 'Volver a la encuesta',
    },
    likert: {
      1: '1 · Totalmente en desacuerdo',
      2: '2 · En desacuerdo',
      3: '3 · Ni de acuerdo ni en desacuerdo',
      4: '4 · De acuerdo',
      5: '5 · Totalmente de acuerdo',
    },
    dimensions: {
      support: 'Apoyo y confianza',
      communication: 'Comunicación y relaciones',
      direction: 'Dirección y resultados',
      development: 'Desarrollo y retroalimentación',
      commitment: 'Compromiso y bienestar',
    },
    thanks: {
      title: '¡Gracias por responder!',
      body: 'Recibimos sus respuestas de la encuesta de liderazgo del trimestre %{period}. Se guardaron sin su nombre.',
      bodyNoPeriod:
        'Recibimos sus respuestas de la encuesta de liderazgo. Se guardaron sin su nombre.',
      next: 'Su opinión ayuda a su jefe directo y a la empresa a mejorar. Le pediremos de nuevo su opinión el próximo trimestre.',
      toSurvey: 'Volver a la encuesta',
      toHome: 'Ir al inicio',
    },
    results: {
      title: 'Resultados de la encuesta de liderazgo',
      anonymity:
        'Para proteger el anonimato, solo se muestran los grupos (jefe, cuenta y trimestre) con al menos %{min} respuestas, y nunca respuestas individuales.',
      empty: 'Aún no hay grupos con suficientes respuestas para mostrar.',
      anyPeriod: 'Todos los trimestres',
      chart: 'Promedio por dimensión (de 1 a 5)',
      bar: '%{name}: %{value} de 5',
      statements: 'Promedio por afirmación (de 1 a 5)',
      suggestions: 'Sugerencias (en orden alfabético)',
      noSuggestions: 'Este grupo no dejó sugerencias.',
      answers: '%{smart_count} respuesta |||| %{smart_count} respuestas',
      general: 'General: %{value} de 10',
      oneOnOne: 'Con reunión uno a uno en las últimas 2 semanas: %{percent} %',
      meetings: 'Reuniones de equipo el último mes (promedio): %{value}',
    },
  },
  resources: {
    'lss-survey': {
      name: 'Encuesta de liderazgo',
      fields: {
        cuentaArea: 'Cuenta o área',
        jefeDirecto: 'Jefe directo',
        jefeDirectoPersona: 'Nombre del jefe directo',
        posicion: 'Su puesto',
        reunionesultimomes: 'Reuniones de equipo el último mes',
        oneOnOneUltimas2semanas:
          '¿Tuvo una reunión uno a uno con su jefe directo en las últimas 2 semanas?',
        ayudaMano:
          'Mi jefe directo me da una mano cuando tengo mucha carga de trabajo o un problema.',
        eventosVoluntariado:
          'Mi jefe directo promueve y participa en las actividades de integración y de voluntariado del equipo.',
        cimaDeConfianza:
          'Mi jefe directo crea un clima de confianza en el que puedo expresarme con libertad.',
        situacionesAdversas:
          'Mi jefe directo me apoya en situaciones adversas, laborales o personales.',
        escuchar: 'Mi jefe directo escucha con atención mis ideas y preocupaciones.',
        cooperacion: 'Mi jefe directo fomenta la cooperación entre los miembros del equipo.',
        situacionesConflictivas:
          'Mi jefe directo maneja las situaciones conflictivas con respeto y de forma justa.',
        relacionesInterpersonales:
          'Mi jefe directo mantiene buenas relaciones interpersonales con el equipo.',
        guiar: 'Mi jefe directo me guía para hacer bien mi trabajo.',
        recursos:
          'Mi jefe directo se asegura de que tenga los recursos que necesito para trabajar.',
        planes: 'Mi jefe directo comparte los planes del equipo y de la cuenta.',
        objetivos: 'Mi jefe directo me explica con claridad mis objetivos y cómo se miden.',
        monitorea: 'Mi jefe directo da seguimiento constante a mis resultados.',
        responsabiliza: 'Mi jefe directo asume la responsabilidad por los resultados del equipo.',
        tomaEnCuentaOpinion:
          'Mi jefe directo toma en cuenta mi opinión en las decisiones que me afectan.',
        retroalimentacion:
          'Mi jefe directo me da retroalimentación oportuna y útil sobre mi desempeño.',
        conversaciones: 'Mi jefe directo conversa conmigo sobre mi desarrollo profesional.',
        estrategias: 'Mi jefe directo me ayuda a definir estrategias para mejorar.',
        balance: 'Mi jefe directo respeta el balance entre mi vida laboral y personal.',
        entendimiento: 'Mi jefe directo muestra entendimiento de mis necesidades y circunstancias.',
        barreras: 'Mi jefe directo elimina las barreras que me impiden hacer bien mi trabajo.',
        seguimiento: 'Mi jefe directo cumple los compromisos que adquiere conmigo.',
        perseverante: 'Mi jefe directo es perseverante y nos motiva a alcanzar las metas.',
        general:
          'En general, ¿cómo califica a su jefe directo? (1 = muy deficiente, 10 = excelente)',
        sugerencias: 'Sugerencias para su jefe directo (opcional)',
        period: 'Trimestre',
      },
    },
    'lss-results': {
      name: 'Resultado |||| Resultados',
      fields: {
        period: 'Trimestre',
        account: 'Cuenta',
        supervisor: 'Jefe directo',
        answers: 'Respuestas',
        general: 'General (1–10)',
        q: 'Buscar jefe',
      },
    },
  },
  routes: { resultados: 'Resultados' },
};
