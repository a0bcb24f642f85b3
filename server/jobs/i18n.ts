import { defineMessages } from '../http/messages';

/** The scheduled jobs' refusals. */
export const { catalogue: jobsMessages, say } = defineMessages('jobs', {
  es: { notFound: 'Esa tarea programada no existe.' },
  en: { notFound: 'There is no such scheduled job.' },
});
