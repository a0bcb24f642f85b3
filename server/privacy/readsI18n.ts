import { defineMessages } from '../http/messages';

/** The refusals of the reads of people's records. */
export const { catalogue: recordReadsMessages, say } = defineMessages('recordReads', {
  es: {
    screenInvalid: 'debe ser la ruta de una pantalla del portal (empieza con /, sin espacios)',
    notFound: 'Esa lectura no existe.',
  },
  en: {
    screenInvalid: 'must be the path of a portal screen (starting with /, without spaces)',
    notFound: 'There is no such read.',
  },
});
