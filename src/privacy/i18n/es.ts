import type { MessageTree } from '../../i18n/moduleMessages';

/** "Mis datos": la descarga de los datos de uno. */
export const es: MessageTree = {
  privacy: {
    title: 'Mis datos',
    intro:
      'Descargá en un ZIP todo lo que el portal guarda sobre vos: un archivo JSON por módulo, tus documentos (currículos, facturas, certificados) y tus colillas de pago en PDF.',
    download: 'Mi descarga',
    status: {
      none: 'Todavía no pediste una descarga.',
      preparing: 'Estamos preparando tu descarga. Te avisamos cuando esté lista.',
      ready: 'Tu descarga está lista hasta el %{until}.',
      expired: 'Tu descarga venció el %{until}. Pedí una nueva.',
      failed: 'No pudimos preparar tu descarga. Pedí una nueva.',
    },
    request: 'Pedir mis datos',
    requestAgain: 'Pedir una descarga nueva',
    save: 'Descargar el ZIP',
    requested: 'Pedimos tu descarga: te avisamos cuando esté lista.',
    kept: 'La descarga dura %{days} días y solo vos podés bajarla; cada descarga queda registrada.',
  },
};
