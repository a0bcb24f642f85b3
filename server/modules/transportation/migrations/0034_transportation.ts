import { type Kysely, sql } from 'kysely';
import { autoId } from '../../../db/dialect';
import { createUniqueNameIndex } from '../../../db/uniqueName';
import { createStatusHistory } from '../../../workflow/historyTable';

/** The partial unique index that keeps one open request per employee and direction. */
export const ONE_OPEN_REQUEST = 'transport_requests_one_open';
/** The unique index of the routes' names (ignoring case). */
export const ROUTE_NAME_INDEX = 'transport_routes_name';

/** Transportation: the shuttle routes, their stops, and the seat requests with their history. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('transport_routes')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('direction', 'varchar(10)', (c) => c.notNull())
    .addColumn('site', 'varchar(120)', (c) => c.notNull())
    .addColumn('days', 'varchar(13)', (c) => c.notNull())
    .addColumn('seats', 'integer', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await createUniqueNameIndex(db, {
    table: 'transport_routes',
    index: ROUTE_NAME_INDEX,
    maxLength: 120,
  });

  await db.schema
    .createTable('transport_stops')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('route_id', 'integer', (c) => c.notNull().references('transport_routes.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('time', 'varchar(5)', (c) => c.notNull())
    .addColumn('district_code', 'varchar(5)', (c) => c.notNull().references('districts.code'))
    .execute();
  await db.schema
    .createIndex('transport_stops_route')
    .on('transport_stops')
    .columns(['route_id', 'position'])
    .execute();
  // Nearby routes: the stops in a district.
  await db.schema
    .createIndex('transport_stops_district')
    .on('transport_stops')
    .column('district_code')
    .execute();

  await db.schema
    .createTable('transport_requests')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id'))
    .addColumn('route_id', 'integer', (c) => c.notNull().references('transport_routes.id'))
    .addColumn('stop_id', 'integer', (c) => c.notNull().references('transport_stops.id'))
    .addColumn('direction', 'varchar(10)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('decision_note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('status_changed_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  // One open request per employee and direction: the second of two concurrent submits fails here.
  await db.schema
    .createIndex(ONE_OPEN_REQUEST)
    .on('transport_requests')
    .columns(['employee_id', 'direction'])
    .unique()
    .where(sql<boolean>`status in ('submitted', 'approved')`)
    .execute();
  // The seats a route has taken.
  await db.schema
    .createIndex('transport_requests_route_status')
    .on('transport_requests')
    .columns(['route_id', 'status'])
    .execute();
  // My requests, newest first.
  await db.schema
    .createIndex('transport_requests_employee')
    .on('transport_requests')
    .columns(['employee_id', 'created_at'])
    .execute();
  // The coordinators' inbox: by status, by date.
  await db.schema
    .createIndex('transport_requests_status_created')
    .on('transport_requests')
    .columns(['status', 'created_at'])
    .execute();

  await createStatusHistory(db, 'transport_request_status_changes', {
    column: 'request_id',
    references: 'transport_requests',
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'transport_request_status_changes',
    'transport_requests',
    'transport_stops',
    'transport_routes',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
