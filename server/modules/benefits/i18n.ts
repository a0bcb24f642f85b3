import { COSTA_RICA_BOUNDS } from '../../../contracts/benefits/locations';
import { defineMessages, givenWords, type RuleParams } from '../../http/messages';

/** " (-87,2 a -82,5)": a coordinate's bounds as the contract words them (decimal comma). */
const bounds = (axis: string) => {
  const range = Object.hasOwn(COSTA_RICA_BOUNDS, axis)
    ? COSTA_RICA_BOUNDS[axis as keyof typeof COSTA_RICA_BOUNDS]
    : undefined;
  return range ? ` (${range.min} a ${range.max})`.replace(/\./g, ',') : '';
};

/**
 * What the benefits services say: the catalogue and its locations, and the words
 * of the benefits contracts' own rules (`validation.<rule>`, `validation.<field>.<rule>`).
 */
export const { catalogue: benefitsMessages, say } = defineMessages('benefits', {
  es: {
    'category.duplicate': ({ name }: { name: string }) =>
      `Ya existe una categoría de beneficios llamada «${name}».`,
    'category.nameTaken': 'otra categoría tiene este nombre',
    'link.duplicate': ({ name }: { name: string }) => `Ya existe un enlace llamado «${name}».`,
    'link.nameTaken': 'otro enlace tiene este nombre',
    'benefit.duplicate': ({ name }: { name: string }) =>
      `Ya existe un beneficio llamado «${name}».`,
    'benefit.nameTaken': 'otro beneficio tiene este nombre',
    'benefit.notFound': 'El beneficio no existe.',
    'benefit.unknown': 'idBenefits no es un beneficio',
    'benefit.unknownLinkKinds': ({ kinds }: { kinds: string }) =>
      `benefitLinks: el tipo de enlace ${kinds} no existe`,
    'category.notFound': 'La categoría de beneficios no existe.',
    'category.unknown': 'idCategory no existe',
    'category.hasBenefits': ({ name }: { name: string }) =>
      `La categoría «${name}» todavía tiene beneficios: muévalos o elimínelos primero.`,
    'discount.notFound': 'El descuento no existe.',
    'discount.unknownBenefit': 'idBenefits no existe',
    'discount.otherLocation': 'idLocation no es una ubicación de este beneficio',
    'link.notFound': 'El enlace de beneficios no existe.',
    'link.inUse': ({ name }: { name: string }) =>
      `Los beneficios usan el enlace «${name}»: desactívelo o quíteselo primero.`,
    'pageSettings.notFound': 'La configuración de la página no existe.',
    'pageSettings.exists': ({ id }: { id: number }) =>
      `La configuración de la página ya existe (id ${id}): use PUT.`,
    'location.notFound': 'La ubicación del beneficio no existe.',
    'location.unknownProvince': 'provincia no es una provincia',
    'location.unknownCanton': 'canton no es un cantón de esa provincia',
    'location.outsideDistrict': ({ district }: { district: string }) =>
      `latitude y longitude deben estar dentro de los límites del distrito ${district}`,
    'boundaries.noFile': 'file: elija el archivo GeoJSON de los límites',
    'boundaries.notJson': 'file no es un archivo GeoJSON (JSON) legible',
    'validation.contractDateTime': ({ path }: RuleParams) =>
      `${path} debe ser una fecha y hora (AAAA-MM-DD HH:mm:ss)`,
    'validation.notBeforeStart': ({ path }: RuleParams) =>
      `${path} debe ser igual o posterior a StartDate`,
    'validation.idBenefit.oneOf': (_: RuleParams) => 'idBenefit debe ser 1',
    'validation.benefitLinks.typeError': (_: RuleParams) =>
      'benefitLinks debe ser una lista JSON de enlaces',
    'validation.title.oneOf': (_: RuleParams) => "title debe ser 'settings'",
    'validation.month.matches': (_: RuleParams) => 'month debe tener el formato AAAA-MM',
    'validation.latitude.typeError': ({ path }: RuleParams) =>
      `${path} debe ser un número con coma decimal (9,9281)`,
    'validation.longitude.typeError': ({ path }: RuleParams) =>
      `${path} debe ser un número con coma decimal (-84,0907)`,
    'validation.insideCostaRica': ({ path }: RuleParams) =>
      `${path} debe estar dentro de Costa Rica${bounds(path)}`,
    'validation.phone': ({ path }: RuleParams) =>
      `${path} debe ser un número de Costa Rica: 8 dígitos, opcionalmente con +506`,
    'validation.inecCode': ({ path }: RuleParams) =>
      `${path} debe ser un código INEC: 1, 101 o 10101`,
    'validation.boundaryPolygon': ({ path }: RuleParams) =>
      `${path} deben ser los anillos de un Polygon o MultiPolygon (posiciones [longitud, latitud])`,
    'validation.boundaryInsideCostaRica': ({ path }: RuleParams) =>
      `${path} deben estar dentro de Costa Rica, en grados: latitud${bounds('latitude')} y longitud${bounds('longitude')}`,
    'validation.boundaryUniqueCode': ({ path }: RuleParams) =>
      `${path}: la división está dos veces en el archivo`,
  },
  en: {
    'category.duplicate': ({ name }) => `A benefit category named "${name}" already exists`,
    'category.nameTaken': 'another benefit category has this name',
    'link.duplicate': ({ name }) => `A link named "${name}" already exists`,
    'link.nameTaken': 'another link has this name',
    'benefit.duplicate': ({ name }) => `A benefit named "${name}" already exists`,
    'benefit.nameTaken': 'another benefit has this name',
    'benefit.notFound': 'Benefit not found',
    'benefit.unknown': 'idBenefits is not a benefit',
    'benefit.unknownLinkKinds': ({ kinds }) => `benefitLinks: link kind ${kinds} does not exist`,
    'category.notFound': 'Benefit category not found',
    'category.unknown': 'idCategory does not exist',
    'category.hasBenefits': ({ name }) =>
      `The category "${name}" still has benefits: move or delete them first.`,
    'discount.notFound': 'Benefit discount not found',
    'discount.unknownBenefit': 'idBenefits does not exist',
    'discount.otherLocation': 'idLocation is not a location of this benefit',
    'link.notFound': 'Benefit link not found',
    'link.inUse': ({ name }) =>
      `The link "${name}" is used by benefits: deactivate it or remove it from them first.`,
    'pageSettings.notFound': 'Page settings not found',
    'pageSettings.exists': ({ id }) => `The page settings exist (id ${id}): use PUT.`,
    'location.notFound': 'Benefit location not found',
    'location.unknownProvince': 'provincia is not a province',
    'location.unknownCanton': 'canton is not a canton of that provincia',
    'location.outsideDistrict': ({ district }) =>
      `latitude and longitude must be inside the boundary of district ${district}`,
    'boundaries.noFile': 'file: choose the GeoJSON file of the boundaries',
    'boundaries.notJson': 'file is not a readable GeoJSON (JSON) file',
    'validation.contractDateTime': givenWords,
    'validation.notBeforeStart': givenWords,
    'validation.idBenefit.oneOf': givenWords,
    'validation.benefitLinks.typeError': givenWords,
    'validation.title.oneOf': givenWords,
    'validation.month.matches': givenWords,
    'validation.latitude.typeError': givenWords,
    'validation.longitude.typeError': givenWords,
    'validation.insideCostaRica': givenWords,
    'validation.phone': givenWords,
    'validation.inecCode': givenWords,
    'validation.boundaryPolygon': givenWords,
    'validation.boundaryInsideCostaRica': givenWords,
    'validation.boundaryUniqueCode': givenWords,
  },
});
