import type { Transaction } from 'kysely';
import type { RecordKind } from '../../contracts/privacy/reads';
import type { Database } from '../db/schema';

/** Demo reads: who read the demo employee's records, so their list and the administrators' show some. */
const DEMO_READS: readonly {
  reader: string;
  roles: string;
  subject: string;
  what: RecordKind;
  screen: string;
  daysAgo: number;
}[] = [
  {
    reader: 'medical.staff',
    roles: 'Medical_Staff',
    subject: 'employee',
    what: 'medical_history',
    screen: '/portal/MedicalAppointment/Citas',
    daysAgo: 3,
  },
  {
    reader: 'supervisor',
    roles: 'LSS_User,PD_User',
    subject: 'employee',
    what: 'personal_day_request',
    screen: '/portal/PersonalDays/Aprobaciones',
    daysAgo: 2,
  },
  {
    reader: 'reimbursement.owner',
    roles: 'Reimbursement_Owner',
    subject: 'supervisor',
    what: 'reimbursement_request',
    screen: '/portal/ReembolsoEducativo/Aprobaciones',
    daysAgo: 1,
  },
];

export async function seedRecordReads(trx: Transaction<Database>, now: Date): Promise<void> {
  const people = await trx
    .selectFrom('employees')
    .select(['id', 'username'])
    .where(
      'username',
      'in',
      DEMO_READS.flatMap((read) => [read.reader, read.subject]),
    )
    .execute();
  const idOf = (username: string) => people.find((person) => person.username === username)?.id;
  const rows = DEMO_READS.flatMap((read) => {
    const subject = idOf(read.subject);
    const reader = idOf(read.reader);
    if (subject === undefined || reader === undefined) return [];
    return [
      {
        at: new Date(now.getTime() - read.daysAgo * 86_400_000).toISOString(),
        subject_employee_id: subject,
        reader_employee_id: reader,
        reader_username: read.reader,
        reader_roles: read.roles,
        what: read.what,
        record_id: null,
        screen: read.screen,
      },
    ];
  });
  if (rows.length) await trx.insertInto('record_reads').values(rows).execute();
}
