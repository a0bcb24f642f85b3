/**
 * The payroll family: my payslips (and each one's PDF), vacations, aguinaldo and bonuses; the
 * function key; strictly one's own data (another's code is refused to employees, payroll owners
 * and System_Admin alike); the list's index.
 */
import { CompiledQuery, sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDay } from '../../../contracts/calendar';
import {
  type Bonuses,
  lastPaidPeriod,
  type Payslip,
  previousPeriod,
  type Vacations,
  type YearBonus,
} from '../../../contracts/payroll/payroll';
import { lastPayslipsQuery } from '../../../server/modules/payroll/payroll';
import { pdfMoney } from '../../../server/pdf/document';
import {
  badgeOf,
  createTestApp,
  employeeIdOf,
  expectInvalid,
  expectJson,
  pdfText,
  type TestApp,
  testDatabase,
} from '../helpers';

let t: TestApp;
let badge: string;
let otherBadge: string;

beforeAll(async () => {
  t = await createTestApp();
  badge = await badgeOf(t, 'employee');
  otherBadge = await badgeOf(t, 'supervisor');
});
afterAll(async () => {
  await t?.close();
});

interface CallOptions {
  code?: string | null;
  token?: string | null;
  headers?: Record<string, string>;
}

/** A call to the payroll family as the portal makes it: bearer token and function key. */
async function payroll(
  username: string,
  method: 'GET' | 'POST',
  path: string,
  {
    query = {},
    body,
    ...options
  }: CallOptions & { query?: Record<string, string>; body?: object } = {},
): Promise<LightMyRequestResponse> {
  const code = options.code === undefined ? t.config.functionKeys.payroll : options.code;
  const token = options.token === undefined ? await t.tokenOf(username) : options.token;
  return t.app.inject({
    method,
    url: `/api/payroll${path}`,
    query: { ...query, ...(code === null ? {} : { code }) },
    headers: {
      ...(token === null ? {} : { authorization: `Bearer ${token}` }),
      ...options.headers,
    },
    ...(body ? { payload: body } : {}),
  });
}

const mine = (username: string, call: string, of: string, options: CallOptions = {}) =>
  payroll(username, 'GET', `/${call}`, { query: { codigo_alternativo: of }, ...options });

const bonuses = (username: string, body: Record<string, unknown>, options: CallOptions = {}) =>
  payroll(username, 'POST', '/bonos', { body, ...options });

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('salarios', () => {
  it('answers my last 24 quincenas, newest first, each adding up', async () => {
    const payslips = expectJson<Payslip[]>(await mine('employee', 'salarios', badge));
    expect(payslips).toHaveLength(24);
    expect(payslips[0]).toMatchObject(lastPaidPeriod(calendarDay()));
    payslips.slice(1).forEach((payslip, index) => {
      expect(payslip).toMatchObject(previousPeriod(payslips[index]!.periodStart));
    });
    for (const payslip of payslips) {
      const earnings = payslip.lines.filter((line) => line.kind === 'earning');
      const deductions = payslip.lines.filter((line) => line.kind === 'deduction');
      expect(earnings[0]?.code).toBe('baseSalary');
      expect(deductions.map((line) => line.code)).toEqual(
        expect.arrayContaining(['ccss', 'solidarity']),
      );
      expect(sum(earnings.map((line) => line.amountMinor))).toBe(payslip.grossMinor);
      expect(sum(deductions.map((line) => line.amountMinor))).toBe(payslip.deductionsMinor);
      expect(payslip.netMinor).toBe(payslip.grossMinor - payslip.deductionsMinor);
      const ccss = deductions.find((line) => line.code === 'ccss')!.amountMinor;
      expect(ccss).toBe(Math.round((payslip.grossMinor * 1067) / 10_000));
    }
    // Salaries vary from one quincena to the next (overtime, commissions…).
    expect(new Set(payslips.map((payslip) => payslip.grossMinor)).size).toBeGreaterThan(1);
  });

  it('serves each payslip as a PDF holding its figures, in Spanish or in English', async () => {
    const [last] = expectJson<Payslip[]>(await mine('employee', 'salarios', badge));
    const path = `salarios/${last!.periodStart}/pdf`;
    const spanish = await mine('employee', path, badge, { headers: { 'accept-language': 'es' } });
    expect(spanish.statusCode, spanish.body).toBe(200);
    expect(spanish.headers['content-type']).toBe('application/pdf');
    expect(spanish.headers['content-disposition']).toBe(
      `attachment; filename="colilla-${badge}-${last!.periodStart}.pdf"`,
    );
    expect(spanish.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(spanish.rawPayload);
    const employee = await t.db
      .selectFrom('employees')
      .select(['full_name'])
      .where('badge', '=', badge)
      .executeTakeFirstOrThrow();
    expect(text).toContain('Colilla de pago');
    expect(text).toContain(employee.full_name);
    expect(text).toContain(badge);
    expect(text).toMatch(
      new RegExp(`Salario neto: ${pdfMoney(last!.netMinor).replace(/\./g, '\\.')}`),
    );
    expect(text).toContain(pdfMoney(last!.grossMinor));
    expect(text).toContain('Salario base');
    expect(text).toContain(last!.payDate);

    const english = await mine('employee', path, badge, { headers: { 'accept-language': 'en' } });
    const englishText = await pdfText(english.rawPayload);
    expect(englishText).toContain('Payslip');
    expect(englishText).toContain(`Net pay: ${pdfMoney(last!.netMinor)}`);
  });

  it('answers 404 for a period without a payslip and 400 for a day that starts none', async () => {
    expect((await mine('employee', 'salarios/2001-01-16/pdf', badge)).statusCode).toBe(404);
    for (const day of ['2026-11-02', '2026-02-30', 'yesterday', '2026-13-01'])
      expectInvalid(await mine('employee', `salarios/${day}/pdf`, badge), 'periodStart');
    // A code that is no badge is nobody's: refused before it is read.
    expect((await mine('employee', 'salarios', 'abc')).statusCode).toBe(403);
    expect((await payroll('employee', 'GET', '/salarios')).statusCode).toBe(403);
  });
});

describe('vacaciones', () => {
  it('accrues a day per full month since hire and subtracts the leaves taken', async () => {
    const vacations = expectJson<Vacations>(await mine('employee', 'vacaciones', badge));
    const row = await t.db
      .selectFrom('employees')
      .select(['hired_on', 'created_at'])
      .where('badge', '=', badge)
      .executeTakeFirstOrThrow();
    const hiredOn = row.hired_on ?? row.created_at.slice(0, 10);
    expect(vacations.hiredOn).toBe(hiredOn);
    const [hy, hm, hd] = hiredOn.split('-').map(Number) as [number, number, number];
    const [ty, tm, td] = calendarDay().split('-').map(Number) as [number, number, number];
    expect(vacations.accruedDays).toBe(Math.max(0, (ty - hy) * 12 + tm - hm - (td < hd ? 1 : 0)));
    expect(vacations.leaves.length).toBeGreaterThanOrEqual(2);
    expect(vacations.takenDays).toBe(sum(vacations.leaves.map((leave) => leave.days)));
    expect(vacations.balanceDays).toBe(vacations.accruedDays - vacations.takenDays);
    const froms = vacations.leaves.map((leave) => leave.from);
    expect(froms).toEqual([...froms].sort().reverse());
    for (const leave of vacations.leaves) expect(leave.to >= leave.from).toBe(true);
  });
});

describe('aguinaldos', () => {
  it('sums the gross by month of the current and the previous period, a twelfth accrued', async () => {
    const { periods } = expectJson<YearBonus>(await mine('employee', 'aguinaldos', badge));
    const today = calendarDay();
    const year = Number(today.slice(0, 4)) + (today.slice(5, 7) === '12' ? 1 : 0);
    expect(periods.map(({ from, to, payableBy }) => ({ from, to, payableBy }))).toEqual([
      { from: `${year - 1}-12-01`, to: `${year}-11-30`, payableBy: `${year}-12-20` },
      { from: `${year - 2}-12-01`, to: `${year - 1}-11-30`, payableBy: `${year - 1}-12-20` },
    ]);
    const payslips = expectJson<Payslip[]>(await mine('employee', 'salarios', badge));
    for (const period of periods) {
      for (const month of period.months) {
        const paid = payslips.filter((payslip) => payslip.payDate.startsWith(month.month));
        expect(month.grossMinor).toBe(sum(paid.map((payslip) => payslip.grossMinor)));
        expect(month.accruedMinor).toBe(Math.round(month.grossMinor / 12));
        expect(month.month >= period.from.slice(0, 7) && month.month <= period.to.slice(0, 7)).toBe(
          true,
        );
      }
      expect(period.totalMinor).toBe(sum(period.months.map((month) => month.accruedMinor)));
    }
    // 24 quincenas back from today: the current period has every month paid so far.
    expect(periods[0]!.months.length).toBeGreaterThan(0);
    expect(sum(periods.map((period) => period.months.length))).toBeGreaterThanOrEqual(12);
  });
});

describe('bonos', () => {
  const month = lastPaidPeriod(calendarDay()).payDate;
  const [anio, mes] = month.split('-').map(Number) as [number, number];

  it('answers my bonuses of a month and their total', async () => {
    const answer = expectJson<Bonuses>(
      await bonuses('employee', { codcia: 2, anio, mes, codigoEmpleado: Number(badge) }),
    );
    const stored = await t.db
      .selectFrom('payroll_bonuses')
      .select(['concept', 'amount_minor'])
      .where('employee_id', '=', await employeeIdOf(t, 'employee'))
      .where('year', '=', anio)
      .where('month', '=', mes)
      .execute();
    expect(stored.length).toBeGreaterThan(0);
    expect(answer).toMatchObject({ year: anio, month: mes });
    expect(answer.bonuses.map((bonus) => bonus.concept).sort()).toEqual(
      stored.map((row) => row.concept).sort(),
    );
    expect(answer.totalMinor).toBe(sum(stored.map((row) => Number(row.amount_minor))));
    for (const bonus of answer.bonuses)
      expect(bonus.paidOn.startsWith(month.slice(0, 7))).toBe(true);
  });

  it('answers an empty month with no bonuses', async () => {
    expect(
      expectJson<Bonuses>(
        await bonuses('employee', { codcia: 2, anio: 2001, mes: 1, codigoEmpleado: Number(badge) }),
      ),
    ).toEqual({ year: 2001, month: 1, bonuses: [], totalMinor: 0 });
  });

  it('refuses another company code, a month or a year out of range, naming the field', async () => {
    const body = { codcia: 2, anio, mes, codigoEmpleado: Number(badge) };
    const cases: [Record<string, unknown>, string][] = [
      [{ codcia: 1 }, 'codcia'],
      [{ codcia: 'dos' }, 'codcia'],
      [{ codcia: undefined }, 'codcia'],
      [{ mes: 0 }, 'mes'],
      [{ mes: 13 }, 'mes'],
      [{ mes: 1.5 }, 'mes'],
      [{ anio: 1999 }, 'anio'],
      [{ anio: 2101 }, 'anio'],
    ];
    for (const [change, field] of cases)
      expectInvalid(await bonuses('employee', { ...body, ...change }), field);
    const codcia = await bonuses(
      'employee',
      { ...body, codcia: 3 },
      { headers: { 'accept-language': 'es' } },
    );
    expect(codcia.json<{ errors: Record<string, string> }>().errors.codcia).toBe(
      'codcia debe ser el código de compañía 2',
    );
  });
});

describe('who may call', () => {
  // Signed in first: each sign-in ends the user's other sessions.
  const calls = async (username: string, of: string, options: CallOptions = {}) => {
    if (options.token !== null) await t.tokenOf(username);
    return Promise.all([
      mine(username, 'salarios', of, options),
      mine(username, `salarios/${lastPaidPeriod(calendarDay()).periodStart}/pdf`, of, options),
      mine(username, 'vacaciones', of, options),
      mine(username, 'aguinaldos', of, options),
      bonuses(username, { codcia: 2, anio: 2026, mes: 1, codigoEmpleado: Number(of) }, options),
    ]);
  };

  it('refuses another employee’s codes to everyone: employee, payroll owner and admin', async () => {
    for (const username of ['employee', 'payroll.owner', 'admin']) {
      for (const response of await calls(username, otherBadge))
        expect(response.statusCode, `${username} ${response.body}`).toBe(403);
      // Their own codes open their own pay.
      const own = await badgeOf(t, username);
      for (const response of await calls(username, own))
        expect(response.statusCode, `${username} own ${response.body}`).toBe(200);
    }
  });

  it('refuses an employee without a payroll role their own pay', async () => {
    for (const response of await calls('newhire', await badgeOf(t, 'newhire')))
      expect(response.statusCode).toBe(403);
  });

  it('asks for the function key (403) and the token (401)', async () => {
    for (const response of await calls('employee', badge, { code: null }))
      expect(response.statusCode).toBe(403);
    for (const response of await calls('employee', badge, { code: 'wrong-key' }))
      expect(response.statusCode).toBe(403);
    for (const response of await calls('employee', badge, { token: null }))
      expect(response.statusCode).toBe(401);
  });
});

describe('the payslip list query', () => {
  it('reads one employee’s newest payslips through payslips_employee_period', async () => {
    const query = lastPayslipsQuery(t.db, await employeeIdOf(t, 'employee')).compile();
    const explain = (prefix: string) =>
      CompiledQuery.raw(`${prefix} ${query.sql}`, [...query.parameters]);
    if (testDatabase === 'sqlite') {
      const { rows } = await t.db.executeQuery<{ detail: string }>(explain('explain query plan'));
      // A search of the index, read backwards: no scan, no temporary sort.
      expect(rows.map((row) => row.detail)).toEqual([
        expect.stringMatching(
          /^SEARCH payslips USING INDEX payslips_employee_period \(employee_id=\?\)$/,
        ),
      ]);
    } else {
      const plan = await t.db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>(explain('explain'));
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      });
      expect(plan).toMatch(/Index Scan Backward using payslips_employee_period on payslips/);
      expect(plan).not.toMatch(/Seq Scan|Sort/);
    }
  });
});
