import type { Transaction } from 'kysely';
import { addDays, calendarDay } from '../../../contracts/calendar';
import {
  CERTIFICATE_CITY,
  type CertificateStatement,
} from '../../../contracts/certificates/certificates';
import type { Database } from '../../db/schema';
import { EMPLOYEE_FACTS, employeeFacts, newVerificationCode } from './certificates';

/** A food-handler review is valid for a year. */
const REVIEW_VALID_DAYS = 365;

/** Demo accounts' reviews, by days from today to its expiry (employee: valid; supervisor: expiring soon). */
const DEMO_REVIEWS: Readonly<Record<string, number>> = {
  employee: 240,
  supervisor: 12,
  admin: -20,
};

/** The signer of the seeded certificates: the configuration's default one (server/config.ts). */
const SIGNER = { code: '1', name: 'Laura Méndez Solís', title: 'Jefa de Recursos Humanos' };

/**
 * Food-handler reviews for the demo accounts above and every third colleague (expiries spread
 * from two months gone to ten months ahead), and `employee`'s two employment certificates: one
 * valid, one revoked by `payroll.owner`.
 */
export async function seedCertificates(trx: Transaction<Database>, now: Date): Promise<void> {
  const today = calendarDay(now);
  const employees = await trx
    .selectFrom('employees')
    .select(['id', 'username', ...EMPLOYEE_FACTS])
    .orderBy('id')
    .execute();
  const reviews = employees.flatMap((employee, index) => {
    const demo = DEMO_REVIEWS[employee.username];
    const inDays = demo ?? (index % 3 === 0 ? ((index * 37) % 360) - 60 : undefined);
    if (inDays === undefined) return [];
    const expiresOn = addDays(today, inDays);
    return [
      {
        employee_id: employee.id,
        reviewed_on: addDays(expiresOn, -REVIEW_VALID_DAYS),
        expires_on: expiresOn,
      },
    ];
  });
  const CHUNK = 500;
  for (let start = 0; start < reviews.length; start += CHUNK)
    await trx
      .insertInto('food_handler_reviews')
      .values(reviews.slice(start, start + CHUNK))
      .execute();

  const employee = employees.find((row) => row.username === 'employee');
  const owner = employees.find((row) => row.username === 'payroll.owner');
  if (!employee || !owner) return;
  const statement: CertificateStatement = { employee: employeeFacts(employee) };
  const issued = (daysAgo: number) => ({
    verification_code: newVerificationCode(),
    employee_id: employee.id,
    type: 'employment' as const,
    issued_on: addDays(today, -daysAgo),
    city: CERTIFICATE_CITY,
    incapacity_start: null,
    signer_code: SIGNER.code,
    signer_name: SIGNER.name,
    signer_title: SIGNER.title,
    statement: JSON.stringify(statement),
    created_at: new Date(now.getTime() - daysAgo * 86_400_000).toISOString(),
  });
  await trx
    .insertInto('certificates')
    .values([
      {
        ...issued(60),
        revoked_at: new Date(now.getTime() - 50 * 86_400_000).toISOString(),
        revoked_by: owner.id,
        revoke_reason: 'Emitida con el puesto anterior: se emitió una nueva.',
      },
      { ...issued(20), revoked_at: null, revoked_by: null, revoke_reason: null },
    ])
    .execute();
}
