import { defineMessages, givenWords, type RuleParams } from '../../http/messages';

/** What the newsletter services say, and the words of the newsletter contract's own rules. */
export const { catalogue: newslettersMessages, say } = defineMessages('newsletters', {
  es: {
    notFound: 'El boletín no existe.',
    emptyBody: 'body debe tener algo de texto',
    coverNotImage: 'coverFileId no es una imagen guardada',
    imageRequired: ({ field }: { field: string }) => `${field} es obligatorio`,
    'validation.isoDate': ({ path }: RuleParams) => `${path} debe ser una fecha (AAAA-MM-DD)`,
    'validation.notBeforeStart': ({ path }: RuleParams) =>
      `${path} debe ser igual o posterior a startDate`,
    'validation.hasContent': ({ path }: RuleParams) => `${path} debe tener algo de texto`,
  },
  en: {
    notFound: 'Newsletter not found',
    emptyBody: 'body must have some text',
    coverNotImage: 'coverFileId is not a stored image',
    imageRequired: ({ field }) => `${field} is required`,
    'validation.isoDate': givenWords,
    'validation.notBeforeStart': givenWords,
    'validation.hasContent': givenWords,
  },
});
