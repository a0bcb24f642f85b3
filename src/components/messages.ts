/**
 * Messages of the shared elements, merged by the i18n provider under `components`.
 * Spanish is the original wording; English is the translation.
 */
export const componentMessages = {
  es: {
    components: {
      upload: {
        file: 'El archivo supera el tamaño máximo permitido.',
        request: 'Los archivos de este envío juntos superan el tamaño máximo permitido.',
        user: 'Ya no le queda espacio para archivos: elimine alguno que ya no use.',
        // Every image input's help and refusal; %{size} is the services' limit (runtime config).
        imageHelp: 'PNG, JPEG, GIF o WebP, de %{size} como máximo.',
        imageRejected: 'La imagen debe ser PNG, JPEG, GIF o WebP de %{size} como máximo.',
        // A service refused the picture's bytes (a size over the limit has its own text above).
        imageType: 'La imagen debe ser PNG, JPEG, GIF o WebP.',
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
      adminList: {
        quoted: '«%{name}»',
        select: 'Seleccionar «%{name}»',
        selectAll: 'Seleccionar todos los de esta página',
        deleteSelected: 'Eliminar seleccionados',
        confirmDelete:
          '¿Eliminar %{names}? Esta acción no se puede deshacer. |||| ¿Eliminar estos %{smart_count}: %{names}? Esta acción no se puede deshacer.',
        deleted: 'Se eliminó %{smart_count} registro |||| Se eliminaron %{smart_count} registros',
        partialTitle: 'No se eliminó todo',
        partial: 'Se eliminaron %{deleted} de %{total}. Estos siguen en la lista:',
        notDeleted: 'No eliminados',
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
      upload: {
        file: 'The file is larger than allowed.',
        request: 'The files of this submission together are larger than allowed.',
        user: 'You have no file space left: delete some you no longer use.',
        imageHelp: 'PNG, JPEG, GIF or WebP, at most %{size}.',
        imageRejected: 'The image must be PNG, JPEG, GIF or WebP of at most %{size}.',
        imageType: 'The image must be PNG, JPEG, GIF or WebP.',
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
      adminList: {
        quoted: '“%{name}”',
        select: 'Select “%{name}”',
        selectAll: 'Select all on this page',
        deleteSelected: 'Delete selected',
        confirmDelete:
          'Delete %{names}? This cannot be undone. |||| Delete these %{smart_count}: %{names}? This cannot be undone.',
        deleted: '%{smart_count} record deleted |||| %{smart_count} records deleted',
        partialTitle: 'Not everything was deleted',
        partial: '%{deleted} of %{total} were deleted. These are still in the list:',
        notDeleted: 'Not deleted',
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
 * Spanish labels of ra-input-rich-text's own toolbar buttons, which read `ra.tiptap.*` and fall
 * back to English. ra-language-english has no `ra.tiptap` keys, so only Spanish is needed:
 * merge as `ra.tiptap` (deep, beside the other `ra` keys) in the Spanish messages.
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
