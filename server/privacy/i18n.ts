import { defineMessages } from '../http/messages';

/** The privacy kit's refusals and notices: the download of one's data, erasure. */
export const { catalogue: privacyMessages, say } = defineMessages('privacy', {
  es: {
    exportNotReady: 'Tu descarga de datos no está lista.',
    exportExpired: 'Tu descarga de datos venció: pedí una nueva.',
    exportPreparing: 'Ya estamos preparando tu descarga de datos.',
    employeeNotFound: 'Ese empleado no existe.',
    ownErasure: 'No podés borrar tus propios datos: pedíselo a otro administrador.',
    stillActive: 'Esa persona sigue activa: desactivala antes de borrar sus datos.',
    readyTitle: 'Tus datos están listos',
    readyBody: ({ until }: { until: string }) =>
      `Podés descargarlos en «Mis datos» hasta el ${until}.`,
  },
  en: {
    exportNotReady: 'Your data download is not ready.',
    exportExpired: 'Your data download expired: ask for a new one.',
    exportPreparing: 'Your data download is already being prepared.',
    employeeNotFound: 'There is no such employee.',
    ownErasure: 'You cannot erase your own data: ask another administrator.',
    stillActive: 'That person is still active: deactivate them before erasing their data.',
    readyTitle: 'Your data is ready',
    readyBody: ({ until }: { until: string }) => `Download it from “My data” until ${until}.`,
  },
});
