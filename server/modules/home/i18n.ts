import { defineMessages, givenWords, type RuleParams } from '../../http/messages';

/**
 * What the home services say: news, kudos and their suggestions, the calendar, the menu and the
 * CTAs, and the words of the home contracts' own rules (`validation.<rule>`).
 */
export const { catalogue: homeMessages, say } = defineMessages('home', {
  es: {
    'menu.duplicate': ({ name }: { name: string }) =>
      `Ya existe un enlace del menú llamado «${name}».`,
    'menu.nameTaken': 'otro enlace del menú tiene este nombre',
    notAllowed: 'No tiene permiso para hacer esto.',
    'message.notFound': 'El mensaje de inicio no existe.',
    'message.otherType': ({ id, type }: { id: number; type: string }) =>
      `el mensaje ${id} es de tipo ${type}`,
    'kudos.notFound': 'El kudos no existe.',
    'kudos.unknownBadges': ({ badges }: { badges: string }) =>
      `ningún colaborador activo tiene el carné ${badges}`,
    'kudos.toYourself': 'no puede enviarse kudos a sí mismo',
    'kudos.authorOnly': 'Solo el autor de un kudos puede editarlo.',
    'kudos.published':
      'Un kudos publicado solo se puede editar cuando un Home_Owner lo devuelve para corrección.',
    'suggestion.notFound': 'La sugerencia de kudos no existe.',
    'news.ownersOnly': 'Solo Home_Owner o System_Admin pueden escribir noticias.',
    'news.emptyBody': 'body no tiene contenido una vez depurado',
    'news.imageRequired': 'image es un archivo obligatorio',
    'calendar.notFound': 'La actividad del calendario no existe.',
    'menu.notFound': 'La opción del menú no existe.',
    'cta.notFound': 'El CTA no existe.',
    'cta.imageRequired': 'se requiere una imagen',
    'cta.keeps': ({ key }: { key: string }) =>
      `El CTA ${key} no se puede eliminar: borre su enlace o desactívelo en su lugar.`,
    'validation.instant': ({ path }: RuleParams) =>
      `${path} debe ser una fecha y hora ISO con zona horaria`,
    'validation.plainText': ({ path }: RuleParams) =>
      `${path} debe ser texto sin formato (sin HTML)`,
    'validation.imageUrl': ({ path }: RuleParams) =>
      `${path} debe ser la URL de un archivo subido o una URL http(s)`,
    'validation.afterFrom': ({ path }: RuleParams) => `${path} debe ser posterior a publishFrom`,
    'validation.portalLink': (_: RuleParams) => 'debe ser una ruta del portal (/…) o una URL https',
    'validation.videoUrl': (_: RuleParams) => 'debe ser una URL https de YouTube, Vimeo o .mp4',
    'validation.endsAfterStart': (_: RuleParams) => 'no debe ser anterior al inicio',
    'validation.phone': (_: RuleParams) => 'debe ser un número de teléfono',
  },
  en: {
    'menu.duplicate': ({ name }) => `A menu link named "${name}" already exists`,
    'menu.nameTaken': 'another menu link has this name',
    notAllowed: 'Not allowed',
    'message.notFound': 'Home message not found',
    'message.otherType': ({ id, type }) => `message ${id} is ${type}`,
    'kudos.notFound': 'Kudos not found',
    'kudos.unknownBadges': ({ badges }) => `no active employee has badge ${badges}`,
    'kudos.toYourself': 'you cannot send kudos to yourself',
    'kudos.authorOnly': 'Only the author of a kudos may edit it.',
    'kudos.published':
      'A published kudos can be edited only when a Home_Owner sends it back for correction.',
    'suggestion.notFound': 'Kudos suggestion not found',
    'news.ownersOnly': 'Only Home_Owner or System_Admin may write news.',
    'news.emptyBody': 'body has no content once sanitised',
    'news.imageRequired': 'image is a required file',
    'calendar.notFound': 'Calendar activity not found',
    'menu.notFound': 'Menu item not found',
    'cta.notFound': 'CTA not found',
    'cta.imageRequired': 'an image is required',
    'cta.keeps': ({ key }) =>
      `The ${key} CTA cannot be deleted: clear its link or deactivate it instead.`,
    'validation.instant': givenWords,
    'validation.plainText': givenWords,
    'validation.imageUrl': givenWords,
    'validation.afterFrom': givenWords,
    'validation.portalLink': givenWords,
    'validation.videoUrl': givenWords,
    'validation.endsAfterStart': givenWords,
    'validation.phone': givenWords,
  },
});
