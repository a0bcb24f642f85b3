import type { MessageTree } from '../../i18n/moduleMessages';

/** "Mis datos": la descarga de los datos de uno. */
export const es: MessageTree = {
  privacy: {
    title: 'Mis datos',
    intro:
      'Descargue en un ZIP todo lo que el portal guarda sobre usted: un archivo JSON por módulo, sus documentos (currículos, facturas, certificados) y sus colillas de pago en PDF.',
    download: 'Mi descarga',
    status: {
      none: 'Todavía no ha pedido una descarga.',
      preparing: 'Estamos preparando su descarga. Le avisamos cuando esté lista.',
      ready: 'Su descarga está lista hasta el %{until}.',
      expired: 'Su descarga venció el %{until}. Pida una nueva.',
      failed: 'No pudimos preparar su descarga. Pida una nueva.',
    },
    request: 'Pedir mis datos',
    requestAgain: 'Pedir una descarga nueva',
    save: 'Descargar el ZIP',
    requested: 'Pedimos su descarga: le avisamos cuando esté lista.',
    kept: 'La descarga dura %{days} días y solo usted puede bajarla; cada descarga queda registrada.',
  },
  routes: { MisDatos: 'Mis datos' },
};
