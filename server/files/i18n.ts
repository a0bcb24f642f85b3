import { defineMessages } from '../http/messages';

/** What the file service says (the upload kit's refusals are the shared `http.upload.*`). */
export const { catalogue: filesMessages, say } = defineMessages('files', {
  es: { notFound: 'El archivo no existe.' },
  en: { notFound: 'File not found' },
});
