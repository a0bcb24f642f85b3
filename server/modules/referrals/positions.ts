import type { Kysely } from 'kysely';
import {
  ACADEMIC_GRADES,
  ENGLISH_LEVELS,
  type NamedOption,
  PAYMENT_METHODS,
  type PositionCategory,
  type RaftSettings,
  type ReferralLocation,
  WORK_TYPES,
} from '../../../contracts/referrals/referrals';
import type { DB } from '../../db';
import type { Database } from '../../db/schema';
import { type Language, renderMessage } from '../../http/messages';
import { referralsMessages, say } from './i18n';

type Q = Kysely<Database>;

/** A message of this module worded in `language` (the names of reference values). */
export const word = (language: Language, message: ReturnType<typeof say>): string =>
  renderMessage(referralsMessages, message, language).text;

/** The programme's settings row (the migration writes it). */
export const readSettings = (q: Q) =>
  q.selectFrom('referral_settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();

/** Locations, positions, settings and the reference values the referral form offers. */
export function createPositionRepository(db: DB) {
  return {
    /** GET /api/Raft/GetLocation: the active locations by name. */
    locations: (): Promise<ReferralLocation[]> =>
      db
        .selectFrom('referral_locations')
        .select(['id', 'name'])
        .where('active', '=', 1)
        .orderBy('name')
        .orderBy('id')
        .execute(),

    /**
     * GET /api/Raft/GetPositions/{id}: the active positions open at location `locationId` (every
     * one for 0), by category, each with its active locations.
     */
    async positions(locationId: number): Promise<PositionCategory[]> {
      let positions = db
        .selectFrom('referral_positions')
        .select(['id', 'category', 'title'])
        .where('active', '=', 1);
      if (locationId !== 0) {
        positions = positions.where('id', 'in', (eb) =>
          eb
            .selectFrom('referral_position_locations')
            .select('position_id')
            .where('location_id', '=', locationId),
        );
      }
      const rows = await positions.orderBy('category').orderBy('title').orderBy('id').execute();
      const links =
        rows.length === 0
          ? []
          : await db
              .selectFrom('referral_position_locations')
              .innerJoin(
                'referral_locations',
                'referral_locations.id',
                'referral_position_locations.location_id',
              )
              .select([
                'referral_position_locations.position_id',
                'referral_locations.id',
                'referral_locations.name',
              ])
              .where(
                'referral_position_locations.position_id',
                'in',
                rows.map((row) => row.id),
              )
              .where('referral_locations.active', '=', 1)
              .orderBy('referral_locations.name')
              .execute();
      const categories: PositionCategory[] = [];
      for (const row of rows) {
        const locations = links
          .filter((link) => link.position_id === row.id)
          .map(({ id, name }) => ({ id, name }));
        // A position open nowhere active cannot be chosen.
        if (locations.length === 0) continue;
        let category = categories.at(-1);
        if (category?.category !== row.category) {
          category = { category: row.category, positions: [] };
          categories.push(category);
        }
        category.positions.push({ id: row.id, title: row.title, locations });
      }
      return categories;
    },

    /** GET /api/Raft/GetPromotionalCode. */
    async promotionalCode(): Promise<{ promotionalCode: string }> {
      return { promotionalCode: (await readSettings(db)).promotional_code };
    },

    /** GET {tools}/api/Raft/GetEnglishLevels, named in `language`. */
    englishLevels: (language: Language): NamedOption[] =>
      ENGLISH_LEVELS.map((id) => ({ id, name: word(language, say(`englishLevel.${id}`)) })),

    /** GET {tools}/api/Raft/GetRaftSettings, the values named in `language`. */
    async settings(language: Language): Promise<RaftSettings> {
      const settings = await readSettings(db);
      return {
        isResumeActive: settings.is_resume_active === 1,
        isResumeRequired: settings.is_resume_required === 1,
        cooldownMonths: settings.cooldown_months,
        paymentMethods: PAYMENT_METHODS.map((id) => ({
          id,
          name: word(language, say(`paymentMethod.${id}`)),
        })),
        workTypes: WORK_TYPES.map((id) => ({ id, name: word(language, say(`workType.${id}`)) })),
        academicGrades: ACADEMIC_GRADES.map((id) => ({
          id,
          name: word(language, say(`academicGrade.${id}`)),
        })),
      };
    },
  };
}
