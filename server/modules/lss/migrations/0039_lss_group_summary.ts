import { type Kysely, type QueryExecutorProvider, sql } from 'kysely';
import { scoreColumns, summaryColumns, sumColumn } from '../tables';

/**
 * Each group's summary (tables.ts, LssGroupTable): its number of answers and each score summed,
 * filled from the answers already given; from then on every answer adds itself.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of summaryColumns()) {
    await db.schema
      .alterTable('lss_groups')
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }
  await fillSummaries(db);
  // The results list the groups of enough answers, newest quarter first.
  await db.schema
    .createIndex('lss_groups_results')
    .on('lss_groups')
    .columns(['answers', 'period'])
    .execute();
}

/** Every group's summary, counted and summed from its answers. */
export async function fillSummaries(db: QueryExecutorProvider): Promise<void> {
  const of = (value: string) =>
    sql`(select ${sql.raw(value)} from lss_answers a where a.group_id = lss_groups.id)`;
  await sql`update lss_groups set ${sql.join(
    [
      sql`answers = ${of('count(*)')}`,
      ...scoreColumns().map(
        (score) => sql`${sql.ref(sumColumn(score))} = ${of(`coalesce(sum(a.${score}), 0)`)}`,
      ),
    ],
    sql`, `,
  )}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('lss_groups_results').execute();
  for (const column of summaryColumns()) {
    await db.schema.alterTable('lss_groups').dropColumn(column).execute();
  }
}
