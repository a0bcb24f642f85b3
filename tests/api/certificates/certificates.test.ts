/**
 * Certificates: issuing each type (what the PDF states, read back with unpdf), the request's 400s
 * naming the field, the function key, strictly-own codes (another's badge is 403 for everyone,
 * owners and System_Admin included; another's certificate id is 404), my list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths, calendarDay, dayInSpanish } from '../../../contracts/calendar';
import type {
  CertificateSummary,
  IssuedCertificate,
} from '../../../contracts/certificates/certificates';
import { employeeCodeOf } from '../../../contracts/employeeCodes';
import { pdfMoney } from '../../../server/pdf/document';
import {
  badgeOf,
  countRows,
  createTestApp,
  employeeIdOf,
  expectInvalid,
  expectJson,
  pdfText,
  type TestApp,
} from '../helpers';
import {
  CERTIFICATES,
  certificatesCall,
  issue,
  lastFullMonths,
  requestOf,
  setMonthlyPay,
} from './certificateCalls';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The PDF of a certificate as its owner downloads it (the answer's own pdfUrl). */
async function pdfOf(username: string, issued: IssuedCertificate) {
  const url = new URL(issued.pdfUrl);
  const response = await t.app.inject({
    method: 'GET',
    url: `${url.pathname}${url.search}`,
    headers: { authorization: `Bearer ${await t.tokenOf(username)}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  return { response, text: await pdfText(response.rawPayload) };
}

describe('POST /certificados', () => {
  it('issues an employment certificate whose PDF states who the employee is, signed and verifiable', async () => {
    const issued = expectJson<IssuedCertificate>(
      await issue(t, 'employee', await requestOf(t, 'employee', 1)),
      201,
    );
    expect(issued).toMatchObject({ type: 'employment', issuedOn: calendarDay() });
    expect(issued.verificationCode).toMatch(
      /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/,
    );
    expect(issued.verificationUrl).toBe(
      `http://localhost:8080${CERTIFICATES}/verificacion/${issued.verificationCode}`,
    );
    const employee = await t.db
      .selectFrom('employees')
      .selectAll()
      .where('username', '=', 'employee')
      .executeTakeFirstOrThrow();
    const { response, text } = await pdfOf('employee', issued);
    const name = `constancia-${employee.badge}-${issued.verificationCode}.pdf`;
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${name}"; filename*=UTF-8''${name}`,
    );
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Constancia laboral');
    expect(flat).toContain(t.config.documents.company.name);
    expect(flat).toContain(`${employee.full_name}, número de empleado ${employee.badge}`);
    expect(flat).toContain(`desde el ${dayInSpanish(employee.hired_on!)}`);
    expect(flat).toContain(`en el puesto de ${employee.position!}`);
    expect(flat).toContain(`San José, ${dayInSpanish(calendarDay())}`);
    expect(flat).toContain(t.config.documents.signer.name);
    expect(flat).toContain(t.config.documents.signer.title);
    expect(flat).toContain(`Código de verificación: ${issued.verificationCode}`);
    expect(flat).toContain(issued.verificationUrl);
    // The QR code is an image of the page.
    expect(response.rawPayload.includes(Buffer.from('/Subtype /Image'))).toBe(true);
  });

  it('states the average gross and net of the last three full months in a salary certificate', async () => {
    const [m1, m2, m3] = lastFullMonths(3) as [string, string, string];
    await setMonthlyPay(t, 'employee', {
      [m1]: { grossMinor: 90_000_000, netMinor: 72_000_000 },
      [m2]: { grossMinor: 100_000_000, netMinor: 80_000_000 },
      [m3]: { grossMinor: 110_000_002, netMinor: 88_000_002 },
    });
    const issued = expectJson<IssuedCertificate>(
      await issue(t, 'employee', await requestOf(t, 'employee', 2, { codigoFirmante: '1' })),
      201,
    );
    expect(issued.type).toBe('salary');
    const flat = (await pdfOf('employee', issued)).text.replace(/\s+/g, ' ');
    expect(flat).toContain('Constancia salarial');
    expect(flat).toContain(
      `es de ${pdfMoney(100_000_001)} bruto y de ${pdfMoney(80_000_001)} neto`,
    );
  });

  it('averages the seeded payslips of the payroll module as they are', async () => {
    const employeeId = await employeeIdOf(t, 'supervisor');
    const months = lastFullMonths(3);
    const seeded = await t.db
      .selectFrom('payslips')
      .select(['gross_minor', 'net_minor'])
      .where('employee_id', '=', employeeId)
      .where('period_start', '>=', `${months[0]}-01`)
      .where('period_start', '<', `${addMonths(`${months[2]}-01`, 1)}`)
      .execute();
    expect(seeded).toHaveLength(6);
    const average = (key: 'gross_minor' | 'net_minor') =>
      Math.round(seeded.reduce((sum, row) => sum + Number(row[key]), 0) / 3);
    const issued = expectJson<IssuedCertificate>(
      await issue(t, 'supervisor', await requestOf(t, 'supervisor', 2)),
      201,
    );
    const flat = (await pdfOf('supervisor', issued)).text.replace(/\s+/g, ' ');
    expect(flat).toContain(
      `es de ${pdfMoney(average('gross_minor'))} bruto y de ${pdfMoney(average('net_minor'))} neto`,
    );
  });

  it('lists the gross of each of the three months before an incapacity (0 for a month without pay)', async () => {
    const startsOn = addDays(calendarDay(), -40);
    const before = lastFullMonths(3, startsOn) as [string, string, string];
    await setMonthlyPay(t, 'employee', {
      [before[1]]: { grossMinor: 84_532_000, netMinor: 70_000_000 },
      [before[2]]: { grossMinor: 85_000_000, netMinor: 70_000_000 },
    });
    await t.db
      .deleteFrom('payslips')
      .where('employee_id', '=', await employeeIdOf(t, 'employee'))
      .where('period_start', 'like', `${before[0]}-%`)
      .execute();
    const issued = expectJson<IssuedCertificate>(
      await issue(
        t,
        'employee',
        await requestOf(t, 'employee', 3, { fechaInicioIncapacidad: startsOn }),
      ),
      201,
    );
    expect(issued.type).toBe('incapacity');
    const flat = (await pdfOf('employee', issued)).text.replace(/\s+/g, ' ');
    expect(flat).toContain('Constancia de salarios para incapacidad (CCSS)');
    expect(flat).toContain(`iniciada el ${dayInSpanish(startsOn)}`);
    const monthName = (month: string) =>
      new Intl.DateTimeFormat('es-CR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${month}-15T12:00:00Z`),
      );
    expect(flat).toContain(`${monthName(before[0])}: ${pdfMoney(0)}`);
    expect(flat).toContain(`${monthName(before[1])}: ${pdfMoney(84_532_000)}`);
    expect(flat).toContain(`${monthName(before[2])}: ${pdfMoney(85_000_000)}`);
  });

  it('refuses a salary certificate without payslips in the last three full months (400 naming codigoCertificado)', async () => {
    await t.db
      .deleteFrom('payslips')
      .where('employee_id', '=', await employeeIdOf(t, 'newhire'))
      .execute();
    expectInvalid(await issue(t, 'newhire', await requestOf(t, 'newhire', 2)), 'codigoCertificado');
  });

  it('answers 400 naming the field for each rule, and stores nothing', async () => {
    const before = await countRows(t, 'certificates');
    const today = calendarDay();
    const cases: [object, string][] = [
      [{ codigoCertificado: 4 }, 'codigoCertificado'],
      [{ codigoCertificado: 'laboral' }, 'codigoCertificado'],
      [{ ciudad: 'Cartago' }, 'ciudad'],
      [{ fechaDocumento: addDays(today, -1) }, 'fechaDocumento'],
      [{ fechaDocumento: '2026-02-30' }, 'fechaDocumento'],
      [{ codigoFirmante: '999' }, 'codigoFirmante'],
      [{ fechaInicioIncapacidad: addDays(today, -3) }, 'fechaInicioIncapacidad'],
      [
        { codigoCertificado: 2, fechaInicioIncapacidad: addDays(today, -3) },
        'fechaInicioIncapacidad',
      ],
      [{ codigoCertificado: 3 }, 'fechaInicioIncapacidad'],
      [
        { codigoCertificado: 3, fechaInicioIncapacidad: addDays(today, 1) },
        'fechaInicioIncapacidad',
      ],
      [
        { codigoCertificado: 3, fechaInicioIncapacidad: addDays(today, -366) },
        'fechaInicioIncapacidad',
      ],
      [{ codigoCertificado: 3, fechaInicioIncapacidad: 'ayer' }, 'fechaInicioIncapacidad'],
    ];
    for (const [change, field] of cases)
      expectInvalid(
        await issue(t, 'employee', { ...(await requestOf(t, 'employee', 1)), ...change }),
        field,
      );
    expect(await countRows(t, 'certificates')).toBe(before);
  });

  it('accepts the city with its accent and any case, and a year-old incapacity exactly', async () => {
    expectJson(
      await issue(t, 'employee', await requestOf(t, 'employee', 1, { ciudad: 'SAN JOSÉ' })),
      201,
    );
    expectJson(
      await issue(
        t,
        'employee',
        await requestOf(t, 'employee', 3, { fechaInicioIncapacidad: addDays(calendarDay(), -365) }),
      ),
      201,
    );
  });

  it('asks for the function key (403 without it or with a wrong one) after the token (401)', async () => {
    const body = await requestOf(t, 'employee', 1);
    expect((await certificatesCall(t, 'employee', 'POST', '/certificados', body)).statusCode).toBe(
      403,
    );
    expect(
      (await certificatesCall(t, 'employee', 'POST', '/certificados?code=wrong', body)).statusCode,
    ).toBe(403);
    expect(
      (
        await certificatesCall(
          t,
          null,
          'POST',
          `/certificados?code=${t.config.functionKeys.certificates}`,
          body,
        )
      ).statusCode,
    ).toBe(401);
  });

  it("never issues another employee's certificate, whoever asks (403, nothing stored)", async () => {
    const before = await countRows(t, 'certificates');
    const other = employeeCodeOf(await badgeOf(t, 'employee'));
    for (const caller of ['newhire', 'payroll.owner', 'admin']) {
      const body = { ...(await requestOf(t, caller, 1)), codigoEmpleado: other };
      expect((await issue(t, caller, body)).statusCode, caller).toBe(403);
    }
    expect(await countRows(t, 'certificates')).toBe(before);
  });
});

describe('my certificates', () => {
  it('lists only mine, newest first, paged, with their status', async () => {
    const badge = await badgeOf(t, 'employee');
    const response = await certificatesCall(
      t,
      'employee',
      'GET',
      `/certificados?codigoEmpleado=${badge}&size=2`,
    );
    const rows = expectJson<CertificateSummary[]>(response);
    expect(rows).toHaveLength(2);
    const total = Number(response.headers['x-total-count']);
    const employeeId = await employeeIdOf(t, 'employee');
    const stored = await t.db
      .selectFrom('certificates')
      .select('id')
      .where('employee_id', '=', employeeId)
      .execute();
    expect(total).toBe(stored.length);
    const all = expectJson<CertificateSummary[]>(
      await certificatesCall(
        t,
        'employee',
        'GET',
        `/certificados?codigoEmpleado=${badge}&size=100`,
      ),
    );
    expect(all.map((row) => row.createdAt)).toEqual(
      all
        .map((row) => row.createdAt)
        .sort()
        .reverse(),
    );
    expect(all.map((row) => row.status)).toContain('revoked');
    expect(new Set(all.map((row) => row.pdfUrl.split('codigoEmpleado=')[1]))).toEqual(
      new Set([badge]),
    );
  });

  it("refuses another's badge (403) and answers 404 for another's certificate id", async () => {
    const badge = await badgeOf(t, 'employee');
    for (const caller of ['newhire', 'payroll.owner', 'admin']) {
      expect(
        (await certificatesCall(t, caller, 'GET', `/certificados?codigoEmpleado=${badge}`))
          .statusCode,
        caller,
      ).toBe(403);
    }
    const [mine] = expectJson<CertificateSummary[]>(
      await certificatesCall(t, 'employee', 'GET', `/certificados?codigoEmpleado=${badge}`),
    );
    expect(
      (
        await certificatesCall(
          t,
          'admin',
          'GET',
          `/certificados/${mine!.id}/pdf?codigoEmpleado=${badge}`,
        )
      ).statusCode,
    ).toBe(403);
    const adminBadge = await badgeOf(t, 'admin');
    const notMine = await certificatesCall(
      t,
      'admin',
      'GET',
      `/certificados/${mine!.id}/pdf?codigoEmpleado=${adminBadge}`,
    );
    expect(notMine.statusCode).toBe(404);
    expect(notMine.body).not.toContain('%PDF');
    expect(
      (await certificatesCall(t, null, 'GET', `/certificados?codigoEmpleado=${badge}`)).statusCode,
    ).toBe(401);
  });
});
