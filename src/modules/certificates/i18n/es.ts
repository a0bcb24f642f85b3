import type { MessageTree } from '../../../i18n/moduleMessages';

/** Constancias: the employee's page, the food-handler review and the owners' register. */
export const es: MessageTree = {
  search: { certificates: 'Constancias emitidas' },
  certificates: {
    title: 'Constancias',
    loading: 'Cargando constancias…',
    toRegister: 'Registro de constancias',
    type: {
      employment: 'Constancia laboral',
      salary: 'Constancia salarial',
      incapacity: 'Constancia de salarios para incapacidad (CCSS)',
    },
    states: {
      employment:
        'Hace constar su nombre, número de empleado, puesto, cuenta, fecha de ingreso y que labora en la empresa.',
      salary:
        'Lo de la constancia laboral más su salario bruto y neto mensual promedio de los últimos tres meses completos.',
      incapacity:
        'Su salario bruto de cada uno de los tres meses calendario anteriores al inicio de la incapacidad, para la CCSS.',
    },
    status: { valid: 'Válida', revoked: 'Revocada' },
    pdfName: 'constancia-%{code}.pdf',
    verify: 'Verificar',
    openVerification: 'Abrir la página de verificación de la constancia %{code}',
    copyLink: 'Copiar el enlace de verificación',
    copyLinkOf: 'Copiar el enlace de verificación de la constancia %{code}',
    copied: 'Enlace de verificación copiado',
    copyFailed: 'No se pudo copiar el enlace; ábralo y copie la dirección.',
    form: {
      title: 'Solicitar una constancia',
      type: 'Tipo de constancia',
      incapacityStart: 'Inicio de la incapacidad',
      incapacityHelp: 'La fecha en que empezó la incapacidad (hasta un año atrás).',
      city: 'Ciudad',
      cityName: 'San José',
      date: 'Fecha del documento',
      submit: 'Solicitar constancia',
      issuedTitle: 'Constancia emitida',
      issued:
        'Su constancia tiene el código de verificación %{code}. Descárguela y comparta el enlace de verificación con quien la reciba.',
      another: 'Solicitar otra constancia',
    },
    validation: {
      required: 'Indique la fecha de inicio de la incapacidad',
      future: 'El inicio de la incapacidad no puede ser posterior a hoy',
      tooOld: 'No puede ser de hace más de un año',
    },
    mine: {
      title: 'Mis constancias',
      empty: 'Todavía no ha solicitado constancias.',
      line: 'Emitida el %{day} · código %{code}',
      incapacity: 'Incapacidad desde el %{day}',
      revoked: 'Revocada el %{day}. Motivo: %{reason}',
      pages: 'Páginas de constancias',
    },
    foodHandler: {
      title: 'Carné de manipulación de alimentos',
      status: {
        valid: 'Vigente',
        expiringSoon: 'Vence pronto',
        expired: 'Vencido',
        none: 'Sin revisión',
      },
      valid: 'Revisado el %{reviewed}; vigente hasta el %{expires}.',
      expiringSoon: 'Revisado el %{reviewed}; vence el %{expires}. Programe su renovación.',
      expired: 'Venció el %{expires}. Renuévelo antes de manipular alimentos.',
      none: 'No tiene una revisión registrada.',
    },
    register: {
      title: 'Registro de constancias',
      empty: 'Todavía no se ha emitido ninguna constancia.',
      revoke: 'Revocar',
      revokeOf: 'Revocar la constancia %{code}',
      revokeTitle: 'Revocar la constancia %{code}',
      revokeExplain:
        'La constancia de %{name} dejará de ser válida: su página de verificación dirá que fue revocada y por qué. No se puede deshacer.',
      reasonHelp: 'Entre 3 y 500 caracteres; se muestra en la página de verificación.',
      reasonShort: 'Escriba el motivo (al menos 3 caracteres)',
      cancel: 'Cancelar',
      revoked: 'Constancia revocada',
    },
  },
  resources: {
    'certificates-register': {
      name: 'Constancia |||| Constancias',
      fields: {
        createdAt: 'Emitida',
        issuedOn: 'Fecha del documento',
        employeeName: 'Colaborador',
        type: 'Tipo',
        verificationCode: 'Código de verificación',
        status: 'Estado',
        issuedFrom: 'Emitida desde',
        issuedTo: 'Emitida hasta',
        signerName: 'Firma',
        revokeReason: 'Motivo de revocación',
        revokedAt: 'Revocada',
        revokedBy: 'Revocada por',
        q: 'Buscar',
      },
    },
  },
  routes: { Registro: 'Registro' },
};
