/**
 * Messages of the shared elements, merged by the i18n provider under `components`.
 * Spanish is the original wording, in the first download; English is the translation
 * (englishMessages.ts), fetched with the English catalogue.
 */
export const componentMessages = {
  es: {
    components: {
      // yup's rules without a react-admin message (src/i18n/yupLocale.ts).
      validation: {
        invalid: 'Valor no válido',
        url: 'Debe ser una dirección web válida (https://…)',
        date: 'Debe ser una fecha válida',
        integer: 'Debe ser un número entero',
        length: 'Debe tener exactamente %{length} caracteres',
        lessThan: 'Debe ser menor que %{less}',
        moreThan: 'Debe ser mayor que %{more}',
        items: 'Debe tener 1 elemento |||| Debe tener %{smart_count} elementos',
        minItems: 'Agregue al menos 1 elemento |||| Agregue al menos %{smart_count} elementos',
        minDays: 'Elija al menos un día',
        maxItems:
          'Puede tener 1 elemento como máximo |||| Puede tener %{smart_count} elementos como máximo',
      },
      upload: {
        file: 'El archivo supera el tamaño máximo permitido.',
        request: 'Los archivos de este envío juntos superan el tamaño máximo permitido.',
        user: 'Ya no le queda espacio para archivos: elimine alguno que ya no use.',
        // Every image input's help and refusal; %{size} is the services' limit (runtime config).
        imageHelp: 'PNG, JPEG, GIF o WebP, de %{size} como máximo.',
        imageRejected: 'La imagen debe ser PNG, JPEG, GIF o WebP de %{size} como máximo.',
        // A service refused the picture's bytes (a size over the limit has its own text above).
        imageType: 'La imagen debe ser PNG, JPEG, GIF o WebP.',
        // Every document input (résumés, receipts).
        documentHelp: 'PDF o DOCX, de %{size} como máximo.',
        documentRejected: 'El documento debe ser PDF o DOCX de %{size} como máximo.',
        // Invoices and certificates: a PDF or a picture of the paper.
        pdfOrImageHelp: 'PDF, JPEG o PNG, de %{size} como máximo.',
        pdfOrImageRejected: 'El archivo debe ser PDF, JPEG o PNG de %{size} como máximo.',
      },
      document: {
        download: 'Descargar %{name}',
        failed: 'El documento no se pudo descargar. Intente más tarde.',
      },
      video: {
        unavailable:
          'El video no se pudo cargar: revise su conexión a internet e intente más tarde.',
      },
      section: {
        loading: 'Cargando',
        error: 'Esta sección no se pudo cargar. Intente más tarde.',
      },
      offline: {
        waiting:
          'Sin conexión: podrá enviar cuando vuelva la red. Lo escrito se guarda en este dispositivo.',
        notSent:
          'No se pudo enviar porque no hay conexión. Sus datos siguen en el formulario: envíe de nuevo cuando vuelva la red.',
      },
      confirm: {
        title: 'Confirmación',
        yes: 'Sí',
        no: 'No',
      },
      search: {
        label: 'Buscar',
        placeholder: 'Escriba aquí',
      },
      horizontalMenu: {
        more: 'Más',
        label: 'Menú',
      },
      // What MUI's components say to screen readers (src/layout/translatedTheme.ts).
      pagination: 'Páginas',
      noOptions: 'Sin opciones',
      showPath: 'Mostrar la ruta completa',
      // What of a person's records someone else read (who read my records, the audit of reads).
      recordReads: {
        medical_history: 'historial de diagnósticos',
        medical_appointments: 'citas médicas',
        self_managed_appointment: 'solicitudes de cita autogestionada',
        reimbursement_request: 'solicitud de reembolso',
        reimbursement_document: 'documento de una solicitud de reembolso (factura, certificado)',
        personal_day_request: 'solicitud de día personal',
        personal_days_taken: 'días personales (junto a la solicitud de un compañero)',
        referral: 'referido y su currículum',
        growth_application: 'postulación a una vacante interna',
        growth_resume: 'currículum de una postulación',
        growth_profile: 'perfil y métricas de crecimiento',
        certificate: 'constancia emitida',
        schedule_request: 'solicitud de cambio de horario',
        transport_request: 'solicitud de transporte',
      },
      // A move a substitute made while the approver was away (StatusHistory's useChangedBy).
      statusHistory: { onBehalfOf: '%{by} en nombre de %{principal}' },
      approvals: {
        status: {
          submitted: 'Pendiente',
          approved: 'Aprobada',
          rejected: 'Rechazada',
          cancelled: 'Cancelada',
        },
        fields: {
          status: 'Estado',
          submittedFrom: 'Enviadas desde',
          submittedTo: 'Enviadas hasta',
        },
        decision: 'Decisión',
        note: 'Motivo o nota para la persona',
        noteRequired: 'Escriba el motivo del rechazo: la persona lo verá.',
        final: 'Esta solicitud ya fue resuelta.',
        decided: 'La solicitud quedó «%{status}».',
        confirm: '¿Dejar la solicitud de %{name} «%{status}»? La persona recibirá un aviso.',
        approve: 'Aprobar',
        reject: 'Rechazar',
        approveSelected: 'Aprobar seleccionadas',
        rejectSelected: 'Rechazar seleccionadas',
        confirmMany:
          '¿Dejar «%{status}» la solicitud de %{names}? |||| ¿Dejar «%{status}» estas %{smart_count} solicitudes: %{names}?',
        reason: 'Motivo del rechazo',
        decidedMany:
          'Se resolvió %{smart_count} solicitud |||| Se resolvieron %{smart_count} solicitudes',
        partialTitle: 'No se resolvió todo',
        partial: 'Se resolvieron %{done} de %{total}. Estas no:',
        notDecided: 'No resueltas',
      },
      adminList: {
        quoted: '«%{name}»',
        select: 'Seleccionar «%{name}»',
        selectAll: 'Seleccionar todos los de esta página',
        deleteSelected: 'Eliminar seleccionados',
        confirmDelete:
          '¿Eliminar %{names}? Esta acción no se puede deshacer. |||| ¿Eliminar estos %{smart_count}: %{names}? Esta acción no se puede deshacer.',
        deleted: 'Se eliminó %{smart_count} registro |||| Se eliminaron %{smart_count} registros',
        partialTitle: 'No se eliminó todo',
        partial: 'Se eliminaron %{done} de %{total}. Estos siguen en la lista:',
        notDeleted: 'No eliminados',
      },
      serviceFailure: {
        message: 'No se pudo cargar la información. Intente de nuevo.',
        retry: 'Reintentar',
      },
      weekSchedule: {
        day: 'Día',
        shift: '%{start} a %{end}',
        overnight: '%{start} a %{end} del día siguiente',
        dayOff: 'Libre',
        hours: '%{hours} h por semana',
      },
      adminForm: {
        created: 'Se creó «%{name}»',
        saved: 'Se guardó «%{name}»',
      },
      richText: {
        heading: {
          label: 'Nivel de título',
          paragraph: 'Normal',
          level: 'Título %{level}',
        },
        fontSize: {
          label: 'Tamaño de letra',
          small: 'Pequeño',
          normal: 'Normal',
          large: 'Grande',
          huge: 'Enorme',
        },
      },
    },
  },
};

/**
 * Labels of ra-input-rich-text's own toolbar buttons, which read `ra.tiptap.*` (some with an
 * English fallback, the headings and lists with none). ra-language-english has no `ra.tiptap`
 * keys: merge as `ra.tiptap` (deep, beside the other `ra` keys) in each language's messages.
 */
export const raTiptapSpanishMessages = {
  align_center: 'Centrar',
  align_justify: 'Justificar',
  align_left: 'Alinear a la izquierda',
  align_right: 'Alinear a la derecha',
  blockquote: 'Cita',
  bold: 'Negrita',
  clear_format: 'Quitar formato',
  code: 'Código',
  color: 'Color',
  current_level: 'Nivel actual',
  heading1: 'Título 1',
  heading2: 'Título 2',
  heading3: 'Título 3',
  heading4: 'Título 4',
  heading5: 'Título 5',
  heading6: 'Título 6',
  highlight: 'Resaltar',
  image: 'Imagen',
  image_dialog: 'URL de la imagen',
  italic: 'Cursiva',
  link: 'Agregar un enlace',
  list_bulleted: 'Lista con viñetas',
  list_numbered: 'Lista numerada',
  paragraph: 'Normal',
  select_level: 'Seleccione el nivel',
  strike: 'Tachado',
  underline: 'Subrayado',
};
