import type { HTTPMethods } from 'fastify';
import { addMonths, calendarDay, monthWindow } from '../../../contracts/calendar';
import type { CertificateRequestBody } from '../../../contracts/certificates/certificates';
import { employeeCodeOf } from '../../../contracts/employeeCodes';
import { badgeOf, employeeIdOf, type TestApp } from '../helpers';

/** The certificates family's base. */
export const CERTIFICATES = '/api/certificates';

/** A call to the certificates family as `username` (no token when null). */
export async function certificatesCall(
  t: TestApp,
  username: string | null,
  method: HTTPMethods,
  path: string,
  payload?: object,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url: `${CERTIFICATES}${path}`,
    headers: {
      ...(username ? { authorization: `Bearer ${await t.tokenOf(username)}` } : {}),
      ...headers,
    },
    ...(payload ? { payload } : {}),
  });
}

/** `?code=` with the family's function key. */
export const withKey = (t: TestApp, path: string) =>
  `${path}${path.includes('?') ? '&' : '?'}code=${t.config.functionKeys.certificates}`;

/** A request body of `username`'s own certificate of `type`, dated today. */
export async function requestOf(
  t: TestApp,
  username: string,
  type: 1 | 2 | 3,
  more: Partial<CertificateRequestBody> = {},
): Promise<CertificateRequestBody> {
  return {
    codigoCertificado: type,
    codigoEmpleado: employeeCodeOf(await badgeOf(t, username)),
    fechaDocumento: calendarDay(),
    ciudad: 'San Jose',
    ...more,
  };
}

/** POST /certificados with the function key. */
export const issue = (t: TestApp, username: string, body: object) =>
  certificatesCall(t, username, 'POST', withKey(t, '/certificados'), body);

/**
 * Replaces `username`'s payslips of the `months` (YYYY-MM) by two semimonthly ones each with the
 * given gross and net of the month (each payslip half of it): figures the test knows exactly.
 */
export async function setMonthlyPay(
  t: TestApp,
  username: string,
  months: Record<string, { grossMinor: number; netMinor: number }>,
) {
  const { db } = t;
  const employeeId = await employeeIdOf(t, username);
  for (const [month, { grossMinor, netMinor }] of Object.entries(months)) {
    const { first, last } = monthWindow(month);
    await db
      .deleteFrom('payslips')
      .where('employee_id', '=', employeeId)
      .where('period_start', '>=', first)
      .where('period_start', '<=', last)
      .execute();
    const rows = [
      [`${month}-01`, `${month}-15`],
      [`${month}-16`, last],
    ].map(([start, end]) => ({
      employee_id: employeeId,
      period_start: start!,
      period_end: end!,
      pay_date: end!,
      gross_minor: grossMinor / 2,
      deductions_minor: (grossMinor - netMinor) / 2,
      net_minor: netMinor / 2,
      lines: '[]',
    }));
    await db.insertInto('payslips').values(rows).execute();
  }
}

/** The `count` full months before today's, oldest first (YYYY-MM). */
export const lastFullMonths = (count: number, day = calendarDay()): string[] =>
  Array.from({ length: count }, (_, i) =>
    addMonths(`${day.slice(0, 7)}-01`, i - count).slice(0, 7),
  );
