import { defineMessages } from '../http/messages';

/** The privacy kit's refusals and notices: the download of one's data, erasure. */
export const { catalogue: privacyMessages, say } = defineMessages('privacy', {
  es: {
    exportNotReady: 'Su descarga de datos no está lista.',
    exportExpired: 'Su descarga de datos venció: pida una nueva.',
    exportPreparing: 'Ya estamos preparando su descarga de datos.',
    employeeNotFound: 'Ese empleado no existe.',
    ownErasure: 'No puede borrar sus propios datos: pídaselo a otro administrador.',
    stillActive: 'Esa persona sigue activa: desactívela antes de borrar sus datos.',
    readyTitle: 'Sus datos están listos',
    readyBody: ({ until }: { until: string }) =>
      `Puede descargarlos en «Mis datos» hasta el ${until}.`,
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
