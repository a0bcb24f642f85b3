import { type Kysely, sql } from 'kysely';
import { autoId } from '../../../db/dialect';
import { createStatusHistory } from '../../../workflow/historyTable';

/** The partial unique index that keeps one live request per invoice number (any employee). */
export const ONE_LIVE_REQUEST_PER_INVOICE = 'reimbursements_live_invoice';

/** What a reference row holds: the value the form sends and its words in both languages. */
type Named = readonly [code: string, es: string, en?: string];

/** The literal 'Otro' that ends a list: the form sends its free text instead. */
const OTHER: Named = ['Otro', 'Otro', 'Other'];

const TYPES: readonly (readonly [...Named, oncePerYear: number])[] = [
  ['Educational', 'Reembolso educativo', 'Educational reimbursement', 0],
  ['Tech Academy', 'Tech Academy', 'Tech Academy', 1],
  ['Professional development', 'Desarrollo profesional', 'Professional development', 0],
];

const CATEGORIES: readonly (readonly [...Named, institutionField: string])[] = [
  ['University', 'Universidad', 'University', 'university'],
  ['Technical', 'Estudios técnicos', 'Technical studies', 'technicalCentre'],
  ['Languages', 'Idiomas', 'Languages', 'languageCentre'],
  ['Certification', 'Certificaciones', 'Certifications', 'certification'],
  ['Others', 'Otros estudios', 'Other studies', 'others'],
];

const OPTIONS: Readonly<Record<string, readonly Named[]>> = {
  course: [
    ['Cálculo I', 'Cálculo I', 'Calculus I'],
    ['Contabilidad básica', 'Contabilidad básica', 'Basic accounting'],
    ['Excel avanzado', 'Excel avanzado', 'Advanced Excel'],
    ['Gestión de proyectos', 'Gestión de proyectos', 'Project management'],
    ['Inglés conversacional', 'Inglés conversacional', 'Conversational English'],
    ['Programación en Python', 'Programación en Python', 'Python programming'],
    ['Servicio al cliente', 'Servicio al cliente', 'Customer service'],
    OTHER,
  ],
  career: [
    ['Administración de Empresas', 'Administración de Empresas', 'Business Administration'],
    ['Contaduría Pública', 'Contaduría Pública', 'Public Accounting'],
    ['Derecho', 'Derecho', 'Law'],
    ['Ingeniería en Sistemas', 'Ingeniería en Sistemas', 'Computer Systems Engineering'],
    ['Ingeniería Industrial', 'Ingeniería Industrial', 'Industrial Engineering'],
    ['Mercadeo', 'Mercadeo', 'Marketing'],
    ['Psicología', 'Psicología', 'Psychology'],
    OTHER,
  ],
  technicalCentre: [
    ['Instituto Nacional de Aprendizaje (INA)', 'Instituto Nacional de Aprendizaje (INA)'],
    ['Colegio Universitario de Cartago (CUC)', 'Colegio Universitario de Cartago (CUC)'],
    ['Colegio Técnico Profesional de Heredia', 'Colegio Técnico Profesional de Heredia'],
    OTHER,
  ],
  languageCentre: [
    [
      'Centro Cultural Costarricense Norteamericano',
      'Centro Cultural Costarricense Norteamericano',
    ],
    ['Alianza Francesa', 'Alianza Francesa'],
    ['Instituto Británico', 'Instituto Británico'],
    ['Centro Cultural Brasil–Costa Rica', 'Centro Cultural Brasil–Costa Rica'],
    OTHER,
  ],
  university: [
    ['Universidad de Costa Rica (UCR)', 'Universidad de Costa Rica (UCR)'],
    ['Universidad Nacional (UNA)', 'Universidad Nacional (UNA)'],
    ['Instituto Tecnológico de Costa Rica (TEC)', 'Instituto Tecnológico de Costa Rica (TEC)'],
    ['Universidad Estatal a Distancia (UNED)', 'Universidad Estatal a Distancia (UNED)'],
    ['Universidad Latina de Costa Rica', 'Universidad Latina de Costa Rica'],
    ['Universidad Fidélitas', 'Universidad Fidélitas'],
    OTHER,
  ],
  certification: [
    ['AWS Certified Cloud Practitioner', 'AWS Certified Cloud Practitioner'],
    ['Microsoft Azure Fundamentals (AZ-900)', 'Microsoft Azure Fundamentals (AZ-900)'],
    ['Project Management Professional (PMP)', 'Project Management Professional (PMP)'],
    ['Professional Scrum Master (PSM I)', 'Professional Scrum Master (PSM I)'],
    ['ITIL 4 Foundation', 'ITIL 4 Foundation'],
    ['Cisco CCNA', 'Cisco CCNA'],
    OTHER,
  ],
  languageLevel: [
    ['A1', 'A1 – Principiante', 'A1 – Beginner'],
    ['A2', 'A2 – Básico', 'A2 – Elementary'],
    ['B1', 'B1 – Intermedio', 'B1 – Intermediate'],
    ['B2', 'B2 – Intermedio alto', 'B2 – Upper intermediate'],
    ['C1', 'C1 – Avanzado', 'C1 – Advanced'],
    ['C2', 'C2 – Dominio', 'C2 – Proficient'],
  ],
};

type Loose = Kysely<Record<string, Record<string, unknown>>>;

/**
 * Educational reimbursement: the form's reference lists (reference data every database needs,
 * so written here), the requests with their invoice numbers, documents and status history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const loose = db as unknown as Loose;
  const named = ([code, es, en = es]: Named, index: number) => ({
    code,
    name_es: es,
    name_en: en,
    sort_order: index,
  });

  await db.schema
    .createTable('reimbursement_types')
    .addColumn('code', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('name_es', 'varchar(100)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(100)', (c) => c.notNull())
    .addColumn('once_per_year', 'integer', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();
  await loose
    .insertInto('reimbursement_types')
    .values(
      TYPES.map(([code, es, en, once], i) => ({
        ...named([code, es, en], i),
        once_per_year: once,
      })),
    )
    .execute();

  await db.schema
    .createTable('reimbursement_categories')
    .addColumn('code', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('name_es', 'varchar(100)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(100)', (c) => c.notNull())
    .addColumn('institution_field', 'varchar(20)', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();
  await loose
    .insertInto('reimbursement_categories')
    .values(
      CATEGORIES.map(([code, es, en, field], i) => ({
        ...named([code, es, en], i),
        institution_field: field,
      })),
    )
    .execute();

  await db.schema
    .createTable('reimbursement_options')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('list', 'varchar(20)', (c) => c.notNull())
    .addColumn('code', 'varchar(150)', (c) => c.notNull())
    .addColumn('name_es', 'varchar(150)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(150)', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addUniqueConstraint('reimbursement_options_list_code', ['list', 'code'])
    .execute();
  await loose
    .insertInto('reimbursement_options')
    .values(
      Object.entries(OPTIONS).flatMap(([list, rows]) =>
        rows.map((row, i) => ({ list, ...named(row, i) })),
      ),
    )
    .execute();

  await db.schema
    .createTable('reimbursements')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id'))
    .addColumn('reimbursement_type', 'varchar(100)', (c) =>
      c.notNull().references('reimbursement_types.code'),
    )
    .addColumn('studies_category', 'varchar(100)', (c) => c.notNull())
    .addColumn('course', 'varchar(150)', (c) => c.notNull())
    .addColumn('language_level', 'varchar(20)')
    .addColumn('invoice_number', 'varchar(50)', (c) => c.notNull())
    .addColumn('invoice_key', 'varchar(50)', (c) => c.notNull())
    .addColumn('is_last_period', 'integer', (c) => c.notNull())
    .addColumn('technical_centre', 'varchar(150)')
    .addColumn('language_centre', 'varchar(150)')
    .addColumn('university', 'varchar(150)')
    .addColumn('certification', 'varchar(150)')
    .addColumn('career', 'varchar(150)')
    .addColumn('others', 'varchar(500)')
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('comments', 'text', (c) => c.notNull())
    .addColumn('score', 'integer')
    .addColumn('end_date', 'varchar(10)')
    .addColumn('certification_date', 'varchar(10)')
    .addColumn('amount_minor', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('decision_note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('status_changed_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  // An invoice is claimed once, by anyone, while its request is submitted or approved: the
  // database refuses the second of two concurrent submits.
  await db.schema
    .createIndex(ONE_LIVE_REQUEST_PER_INVOICE)
    .on('reimbursements')
    .column('invoice_key')
    .unique()
    .where(sql<boolean>`status in ('submitted', 'approved')`)
    .execute();
  // My requests, newest first; the pending count and the yearly rule per type.
  await db.schema
    .createIndex('reimbursements_employee')
    .on('reimbursements')
    .columns(['employee_id', 'created_at'])
    .execute();
  // The owners' inbox: pending first, by date.
  await db.schema
    .createIndex('reimbursements_status_created')
    .on('reimbursements')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('reimbursements_created')
    .on('reimbursements')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('reimbursement_documents')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('reimbursement_id', 'integer', (c) => c.notNull().references('reimbursements.id'))
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('file_id', 'varchar(36)', (c) => c.notNull().references('files.id'))
    .addColumn('name', 'varchar(150)', (c) => c.notNull())
    .addColumn('mime', 'varchar(100)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('reimbursement_documents_reimbursement')
    .on('reimbursement_documents')
    .columns(['reimbursement_id', 'id'])
    .execute();

  await createStatusHistory(db, 'reimbursement_status_changes', {
    column: 'reimbursement_id',
    references: 'reimbursements',
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'reimbursement_status_changes',
    'reimbursement_documents',
    'reimbursements',
    'reimbursement_options',
    'reimbursement_categories',
    'reimbursement_types',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
