import type { Kysely } from 'kysely';
import { LSS_STATEMENTS } from '../../../../contracts/lss/lss';
import { autoId } from '../../../db/dialect';
import { statementColumn } from '../tables';

/**
 * The leadership survey: the groups answers are about, the anonymous answers, and who answered
 * which quarter (unique: one answer per employee per quarter, also under concurrent submits).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lss_groups')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('period', 'varchar(7)', (c) => c.notNull())
    .addColumn('account', 'varchar(100)', (c) => c.notNull())
    .addColumn('supervisor_id', 'integer', (c) => c.notNull().references('employees.id'))
    .addUniqueConstraint('lss_groups_period_account_supervisor', [
      'period',
      'account',
      'supervisor_id',
    ])
    .execute();

  let answers = db.schema
    .createTable('lss_answers')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('group_id', 'integer', (c) => c.notNull().references('lss_groups.id'))
    .addColumn('meetings', 'integer', (c) => c.notNull())
    .addColumn('one_on_one', 'integer', (c) => c.notNull())
    .addColumn('general', 'integer', (c) => c.notNull());
  for (const statement of LSS_STATEMENTS) {
    answers = answers.addColumn(statementColumn(statement), 'integer', (c) => c.notNull());
  }
  await answers.addColumn('suggestions', 'text', (c) => c.notNull()).execute();
  // The results group the answers by their group.
  await db.schema.createIndex('lss_answers_group').on('lss_answers').column('group_id').execute();

  await db.schema
    .createTable('lss_participations')
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id'))
    .addColumn('period', 'varchar(7)', (c) => c.notNull())
    .addColumn('answered_on', 'varchar(10)', (c) => c.notNull())
    .addPrimaryKeyConstraint('lss_participations_employee_period', ['employee_id', 'period'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['lss_participations', 'lss_answers', 'lss_groups']) {
    await db.schema.dropTable(table).execute();
  }
}
