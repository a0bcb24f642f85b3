import { defineMessages } from '../http/messages';

/** What the geography says when a body names a place that does not exist or does not nest. */
export const { catalogue: geographyMessages, say } = defineMessages('geography', {
  es: {
    unknownProvince: ({ field }: { field: string }) => `${field} no es una provincia`,
    cantonOutside: ({
      field,
      canton,
      province,
    }: {
      field: string;
      canton: string;
      province: number;
    }) => `${field} ${canton} no es un cantón de la provincia ${province}`,
    districtOutside: ({
      field,
      district,
      canton,
    }: {
      field: string;
      district: string;
      canton: string;
    }) => `${field} ${district} no es un distrito del cantón ${canton}`,
    provinceNotFound: 'La provincia no existe.',
    cantonNotFound: 'El cantón no existe en esta provincia.',
    unknownCanton: ({ field }: { field: string }) => `${field} no es un cantón`,
    codeNotOfProvince: ({ province }: { province: number }) =>
      `el código de un cantón empieza con el de su provincia (${province})`,
    codeNotOfCanton: ({ canton }: { canton: string }) =>
      `el código de un distrito empieza con el de su cantón (${canton})`,
    nameTaken: ({ name }: { name: string }) => `ya existe «${name}» en el mismo nivel`,
    codeTaken: 'ese código INEC ya está en uso',
    unknownDivision: ({ code }: { code: string }) =>
      `${code} no es el código INEC de una provincia, un cantón ni un distrito`,
    boundaryNotLoaded: ({ code }: { code: string }) =>
      `No se han cargado los límites de la división ${code}.`,
  },
  en: {
    unknownProvince: ({ field }) => `${field} is not a province`,
    cantonOutside: ({ field, canton, province }) =>
      `${field} ${canton} is not a canton of province ${province}`,
    districtOutside: ({ field, district, canton }) =>
      `${field} ${district} is not a district of canton ${canton}`,
    provinceNotFound: 'Province not found',
    cantonNotFound: 'Canton not found in this province',
    unknownCanton: ({ field }) => `${field} is not a canton`,
    codeNotOfProvince: ({ province }) => `a canton's code starts with its province's (${province})`,
    codeNotOfCanton: ({ canton }) => `a district's code starts with its canton's (${canton})`,
    nameTaken: ({ name }) => `"${name}" already exists at the same level`,
    codeTaken: 'that INEC code is already in use',
    unknownDivision: ({ code }) => `${code} is not the INEC code of a province, canton or district`,
    boundaryNotLoaded: ({ code }) => `The boundary of division ${code} has not been loaded`,
  },
});
