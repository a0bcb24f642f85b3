import type { Kysely } from 'kysely';
import type {
  InformationLists,
  ReferenceOption,
  StudiesCategory,
} from '../../../contracts/reimbursement/reimbursement';
import type { Database } from '../../db/schema';
import type { Language } from '../../http/messages';
import type { OptionList } from './tables';

type Q = Kysely<Database>;

const named = (language: Language) => (row: { code: string; name_es: string; name_en: string }) =>
  ({ id: row.code, name: language === 'en' ? row.name_en : row.name_es }) satisfies ReferenceOption;

/** The reference lists of the form (the migration writes them), named in `language`. */
export function createReferenceLists(db: Q) {
  const options = async (list: OptionList, language: Language) =>
    (
      await db
        .selectFrom('reimbursement_options')
        .select(['code', 'name_es', 'name_en'])
        .where('list', '=', list)
        .orderBy('sort_order')
        .orderBy('id')
        .execute()
    ).map(named(language));

  return {
    /** GET …/GetInformationLists. */
    async informationLists(language: Language): Promise<InformationLists> {
      const [types, courses, technical, languageCentres, universities, certifications, levels] =
        await Promise.all([
          db
            .selectFrom('reimbursement_types')
            .select(['code', 'name_es', 'name_en'])
            .orderBy('sort_order')
            .execute(),
          options('course', language),
          options('technicalCentre', language),
          options('languageCentre', language),
          options('university', language),
          options('certification', language),
          options('languageLevel', language),
        ]);
      return {
        reimbursementTypes: types.map(named(language)),
        courses,
        technicalCentres: technical,
        languageCentres,
        universities,
        certifications,
        languageLevels: levels,
      };
    },

    /** GET …/GetCarrers. */
    careers: (language: Language) => options('career', language),

    /** GET …/GetStudiesCategory. */
    async studiesCategories(language: Language): Promise<StudiesCategory[]> {
      const rows = await db
        .selectFrom('reimbursement_categories')
        .select(['code', 'name_es', 'name_en', 'institution_field'])
        .orderBy('sort_order')
        .execute();
      return rows.map((row) => ({
        ...named(language)(row),
        institutionField: row.institution_field,
      }));
    },
  };
}

/** A type by its code, whatever its case (the stored code), or undefined. */
export const findType = (q: Q, code: string) =>
  q
    .selectFrom('reimbursement_types')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['code']), '=', code.trim().toLowerCase()))
    .executeTakeFirst();

/** A studies category by its code, whatever its case, or undefined. */
export const findCategory = (q: Q, code: string) =>
  q
    .selectFrom('reimbursement_categories')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['code']), '=', code.trim().toLowerCase()))
    .executeTakeFirst();

/** Whether `code` is a value of `list` (language levels), whatever its case: the stored code. */
export const findOption = (q: Q, list: OptionList, code: string) =>
  q
    .selectFrom('reimbursement_options')
    .select('code')
    .where('list', '=', list)
    .where((eb) => eb(eb.fn('lower', ['code']), '=', code.trim().toLowerCase()))
    .executeTakeFirst();
