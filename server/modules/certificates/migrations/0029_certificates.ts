import type { Kysely } from 'kysely';
import { autoId } from '../../../db/dialect';

/**
 * The issued certificates (a unique random verification code each; what the document states kept
 * as JSON; revocation) and the food-handler health reviews.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('certificates')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('verification_code', 'varchar(12)', (c) => c.notNull().unique())
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id'))
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .addColumn('issued_on', 'varchar(10)', (c) => c.notNull())
    .addColumn('city', 'varchar(50)', (c) => c.notNull())
    .addColumn('incapacity_start', 'varchar(10)')
    .addColumn('signer_code', 'varchar(20)', (c) => c.notNull())
    .addColumn('signer_name', 'varchar(150)', (c) => c.notNull())
    .addColumn('signer_title', 'varchar(150)', (c) => c.notNull())
    .addColumn('statement', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('revoked_at', 'varchar(30)')
    .addColumn('revoked_by', 'integer', (c) => c.references('employees.id'))
    .addColumn('revoke_reason', 'varchar(500)')
    .execute();
  // My certificates, newest first.
  await db.schema
    .createIndex('certificates_employee_created')
    .on('certificates')
    .columns(['employee_id', 'created_at'])
    .execute();
  // The owners' register, newest first by default.
  await db.schema
    .createIndex('certificates_created')
    .on('certificates')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('food_handler_reviews')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id'))
    .addColumn('reviewed_on', 'varchar(10)', (c) => c.notNull())
    .addColumn('expires_on', 'varchar(10)', (c) => c.notNull())
    .execute();
  // The latest review of one employee.
  await db.schema
    .createIndex('food_handler_reviews_employee')
    .on('food_handler_reviews')
    .columns(['employee_id', 'expires_on'])
    .execute();
}
