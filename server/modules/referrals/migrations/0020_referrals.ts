import { type Kysely, sql } from 'kysely';
import { timestamps } from '../../../db/columns';
import { autoId } from '../../../db/dialect';
import { createStatusHistory } from '../../../workflow/historyTable';

/** The constraint that keeps one referral in progress per candidate (mapped to 409 by SaveRaft). */
export const ONE_ACTIVE_REFERRAL = 'referrals_one_active_per_candidate';

/**
 * Bring a friend: locations, positions (by category, open at some locations), the programme's
 * settings, referrals with their status and the history of their status moves.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('referral_locations')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('name', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .$call(timestamps)
    .execute();

  await db.schema
    .createTable('referral_positions')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('category', 'varchar(100)', (c) => c.notNull())
    .addColumn('title', 'varchar(150)', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .$call(timestamps)
    .execute();

  await db.schema
    .createTable('referral_position_locations')
    .addColumn('position_id', 'integer', (c) => c.notNull().references('referral_positions.id'))
    .addColumn('location_id', 'integer', (c) => c.notNull().references('referral_locations.id'))
    .addPrimaryKeyConstraint('referral_position_locations_pk', ['position_id', 'location_id'])
    .execute();
  await db.schema
    .createIndex('referral_position_locations_location')
    .on('referral_position_locations')
    .column('location_id')
    .execute();

  await db.schema
    .createTable('referral_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('promotional_code', 'varchar(50)', (c) => c.notNull())
    .addColumn('is_resume_active', 'integer', (c) => c.notNull())
    .addColumn('is_resume_required', 'integer', (c) => c.notNull())
    .addColumn('cooldown_months', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  // The programme works before any seed: résumé offered, not required, 3 months of cool-off.
  await (db as Kysely<{ referral_settings: Record<string, unknown> }>)
    .insertInto('referral_settings')
    .values({
      id: 1,
      promotional_code: '',
      is_resume_active: 1,
      is_resume_required: 0,
      cooldown_months: 3,
      updated_at: new Date().toISOString(),
    })
    .execute();

  await db.schema
    .createTable('referrals')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('referrer_id', 'integer', (c) => c.notNull().references('employees.id'))
    .addColumn('badge', 'varchar(20)', (c) => c.notNull())
    .addColumn('identification_number', 'varchar(20)', (c) => c.notNull())
    .addColumn('first_name', 'varchar(60)', (c) => c.notNull())
    .addColumn('second_name', 'varchar(60)', (c) => c.notNull())
    .addColumn('last_name', 'varchar(60)', (c) => c.notNull())
    .addColumn('second_last_name', 'varchar(60)', (c) => c.notNull())
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('personal_phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('candidate_email', 'varchar(254)', (c) => c.notNull())
    .addColumn('personal_email', 'varchar(254)', (c) => c.notNull())
    .addColumn('candidate_profile', 'text', (c) => c.notNull())
    .addColumn('english_level', 'varchar(10)', (c) => c.notNull())
    .addColumn('is_external_reference', 'integer', (c) => c.notNull())
    .addColumn('academic_grade', 'varchar(20)', (c) => c.notNull())
    .addColumn('others_details', 'text', (c) => c.notNull())
    .addColumn('payment_method', 'varchar(20)', (c) => c.notNull())
    .addColumn('is_resume_active', 'integer', (c) => c.notNull())
    .addColumn('is_resume_required', 'integer', (c) => c.notNull())
    .addColumn('work_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('resume_url', 'varchar(200)')
    .addColumn('promotional_code', 'varchar(50)', (c) => c.notNull())
    .addColumn('location', 'integer', (c) => c.notNull().references('referral_locations.id'))
    .addColumn('position_id', 'integer', (c) => c.notNull().references('referral_positions.id'))
    .addColumn('resume_file_id', 'varchar(36)', (c) => c.references('files.id'))
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('status_changed_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  // One referral in progress per candidate, also when two submits race (both databases).
  await db.schema
    .createIndex(ONE_ACTIVE_REFERRAL)
    .on('referrals')
    .column('identification_number')
    .unique()
    .where(sql<boolean>`status in ('received', 'in_review', 'interviewed')`)
    .execute();
  await db.schema
    .createIndex('referrals_identification')
    .on('referrals')
    .columns(['identification_number', 'status_changed_at'])
    .execute();
  await db.schema
    .createIndex('referrals_referrer')
    .on('referrals')
    .columns(['referrer_id', 'created_at'])
    .execute();
  await db.schema.createIndex('referrals_created').on('referrals').column('created_at').execute();
  await db.schema
    .createIndex('referrals_status')
    .on('referrals')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('referrals_resume_url')
    .on('referrals')
    .column('resume_url')
    .execute();

  await createStatusHistory(db, 'referral_status_changes', {
    column: 'referral_id',
    references: 'referrals',
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'referral_status_changes',
    'referrals',
    'referral_settings',
    'referral_position_locations',
    'referral_positions',
    'referral_locations',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
