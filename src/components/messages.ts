/**
 * Messages of the shared elements, merged by the i18n provider under `components`.
 * Spanish is the original wording; English is the translation.
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
      section: {
        loading: 'Cargando',
        error: 'Esta sección no se pudo cargar. Intente más tarde.',
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
        days: {
          1: 'Lunes',
          2: 'Martes',
          3: 'Miércoles',
          4: 'Jueves',
          5: 'Viernes',
          6: 'Sábado',
          7: 'Domingo',
        },
        shift: '%{start} a %{end}',
        overnight: '%{start} a %{end} del día siguiente',
        dayOff: 'Libre',
        hours: '%{hours} h por semana',
      },
      adminForm: {
        created: 'Se creó «%{name}»',
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
  en: {
    components: {
      validation: {
        invalid: 'Invalid value',
        url: 'Must be a valid web address (https://…)',
        date: 'Must be a valid date',
        integer: 'Must be a whole number',
        length: 'Must be exactly %{length} characters long',
        lessThan: 'Must be less than %{less}',
        moreThan: 'Must be greater than %{more}',
        items: 'Must have 1 item |||| Must have %{smart_count} items',
        minItems: 'Add at least 1 item |||| Add at least %{smart_count} items',
        maxItems: 'At most 1 item |||| At most %{smart_count} items',
      },
      upload: {
        file: 'The file is larger than allowed.',
        request: 'The files of this submission together are larger than allowed.',
        user: 'You have no file space left: delete some you no longer use.',
        imageHelp: 'PNG, JPEG, GIF or WebP, at most %{size}.',
        imageRejected: 'The image must be PNG, JPEG, GIF or WebP of at most %{size}.',
        imageType: 'The image must be PNG, JPEG, GIF or WebP.',
        documentHelp: 'PDF or DOCX, at most %{size}.',
        documentRejected: 'The document must be PDF or DOCX of at most %{size}.',
        pdfOrImageHelp: 'PDF, JPEG or PNG, at most %{size}.',
        pdfOrImageRejected: 'The file must be PDF, JPEG or PNG of at most %{size}.',
      },
      document: {
        download: 'Download %{name}',
        failed: 'The document could not be downloaded. Try again later.',
      },
      section: {
        loading: 'Loading',
        error: 'This section could not be loaded. Try again later.',
      },
      confirm: {
        title: 'Confirmation',
        yes: 'Yes',
        no: 'No',
      },
      search: {
        label: 'Search',
        placeholder: 'Type here',
      },
      horizontalMenu: {
        more: 'More',
        label: 'Menu',
      },
      pagination: 'Pages',
      noOptions: 'No options',
      showPath: 'Show the whole path',
      approvals: {
        status: {
          submitted: 'Pending',
          approved: 'Approved',
          rejected: 'Rejected',
          cancelled: 'Cancelled',
        },
        fields: {
          status: 'Status',
          submittedFrom: 'Sent from',
          submittedTo: 'Sent until',
        },
        decision: 'Decision',
        note: 'Reason or note for the person',
        noteRequired: 'Write the reason for the rejection: the person will read it.',
        final: 'This request has been settled.',
        decided: 'The request is now "%{status}".',
        confirm: 'Mark %{name}’s request "%{status}"? They will be notified.',
        approve: 'Approve',
        reject: 'Reject',
        approveSelected: 'Approve selected',
        rejectSelected: 'Reject selected',
        confirmMany:
          'Mark %{names}’s request "%{status}"? |||| Mark these %{smart_count} requests "%{status}": %{names}?',
        reason: 'Reason for the rejection',
        decidedMany: '%{smart_count} request settled |||| %{smart_count} requests settled',
        partialTitle: 'Not everything was settled',
        partial: '%{done} of %{total} were settled. These were not:',
        notDecided: 'Not settled',
      },
      adminList: {
        quoted: '“%{name}”',
        select: 'Select “%{name}”',
        selectAll: 'Select all on this page',
        deleteSelected: 'Delete selected',
        confirmDelete:
          'Delete %{names}? This cannot be undone. |||| Delete these %{smart_count}: %{names}? This cannot be undone.',
        deleted: '%{smart_count} record deleted |||| %{smart_count} records deleted',
        partialTitle: 'Not everything was deleted',
        partial: '%{done} of %{total} were deleted. These are still in the list:',
        notDeleted: 'Not deleted',
      },
      serviceFailure: {
        message: 'The information could not be loaded. Try again.',
        retry: 'Retry',
      },
      weekSchedule: {
        day: 'Day',
        days: {
          1: 'Monday',
          2: 'Tuesday',
          3: 'Wednesday',
          4: 'Thursday',
          5: 'Friday',
          6: 'Saturday',
          7: 'Sunday',
        },
        shift: '%{start} to %{end}',
        overnight: '%{start} to %{end} the next day',
        dayOff: 'Day off',
        hours: '%{hours} h a week',
      },
      adminForm: {
        created: '“%{name}” created',
      },
      richText: {
        heading: {
          label: 'Heading level',
          paragraph: 'Normal',
          level: 'Heading %{level}',
        },
        fontSize: {
          label: 'Font size',
          small: 'Small',
          normal: 'Normal',
          large: 'Large',
          huge: 'Huge',
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

export const raTiptapEnglishMessages: typeof raTiptapSpanishMessages = {
  align_center: 'Center',
  align_justify: 'Justify',
  align_left: 'Align left',
  align_right: 'Align right',
  blockquote: 'Blockquote',
  bold: 'Bold',
  clear_format: 'Clear format',
  code: 'Code',
  color: 'Color',
  current_level: 'Current level',
  heading1: 'Heading 1',
  heading2: 'Heading 2',
  heading3: 'Heading 3',
  heading4: 'Heading 4',
  heading5: 'Heading 5',
  heading6: 'Heading 6',
  highlight: 'Highlight',
  image: 'Image',
  image_dialog: 'Image URL',
  italic: 'Italic',
  link: 'Add a link',
  list_bulleted: 'Bulleted list',
  list_numbered: 'Numbered list',
  paragraph: 'Normal',
  select_level: 'Select the level',
  strike: 'Strikethrough',
  underline: 'Underline',
};
