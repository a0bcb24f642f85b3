/**
 * The leadership survey's employee calls: the accounts and their supervisors, answering once a
 * quarter (anonymously: the answer has no author), and whether I answered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type LssAccounts,
  type LssParticipation,
  type LssReceipt,
  type LssSupervisor,
  periodOf,
} from '../../../contracts/lss/lss';
import { calendarDay } from '../../../contracts/calendar';
import { DEMO_ACCOUNTS } from '../../../server/db/seed/organisation';
import {
  badgeOf,
  countRows,
  createTestApp,
  expectInvalid,
  expectJson,
  type TestApp,
} from '../helpers';
import { surveyAbout } from './lssCalls';

let t: TestApp;
let supervisorBadge: string;

beforeAll(async () => {
  t = await createTestApp();
  supervisorBadge = await badgeOf(t, 'supervisor');
});
afterAll(async () => {
  await t?.close();
});

describe('GET /account', () => {
  it('lists the accounts, sorted, with my account, position and supervisor', async () => {
    const answer = expectJson<LssAccounts>(await t.call('employee', 'GET', '/account'));
    expect(answer).toEqual({
      accounts: [...DEMO_ACCOUNTS].sort((a, b) => a.localeCompare(b, 'es')),
      mine: 'Banca Digital',
      position: 'Agente de servicio al cliente',
      supervisor: { badge: supervisorBadge, fullName: 'Silvia Méndez Porras' },
    });
  });

  it('says nothing of a supervisor HR has not named', async () => {
    const answer = expectJson<LssAccounts>(await t.call('supervisor', 'GET', '/account'));
    expect(answer).toMatchObject({ mine: 'Banca Digital', supervisor: null });
  });

  it('is the survey users’ only (403 for an employee without an LSS role)', async () => {
    expect((await t.call('newhire', 'GET', '/account')).statusCode).toBe(403);
  });
});

describe('GET /supervisor?account=', () => {
  it('lists who supervises someone in the account, by name', async () => {
    const answer = expectJson<LssSupervisor[]>(
      await t.call('employee', 'GET', `/supervisor?account=${encodeURIComponent('Banca Digital')}`),
    );
    expect(answer).toContainEqual({ badge: supervisorBadge, fullName: 'Silvia Méndez Porras' });
    const people = await t.db
      .selectFrom('employees as person')
      .innerJoin('employees as boss', 'boss.id', 'person.supervisor_id')
      .select('boss.badge')
      .distinct()
      .where('person.account', '=', 'Banca Digital')
      .execute();
    expect(answer.map((row) => row.badge).sort()).toEqual(people.map((row) => row.badge).sort());
    const names = answer.map((row) => row.fullName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
  });

  it('has none for an account nobody works in; 400 naming account without one', async () => {
    expect(
      expectJson<LssSupervisor[]>(await t.call('employee', 'GET', '/supervisor?account=Nada')),
    ).toEqual([]);
    expectInvalid(await t.call('employee', 'GET', '/supervisor'), 'account');
  });
});

describe('POST /LSS and GET /LSS?username=', () => {
  it('says I have not answered, then takes my answer once and says I have', async () => {
    const period = periodOf();
    expect(
      expectJson<LssParticipation>(await t.call('employee', 'GET', '/LSS?username=employee')),
    ).toEqual({ username: 'employee', period, answered: false, answeredOn: null });

    const before = {
      answers: await countRows(t, 'lss_answers'),
      groups: await countRows(t, 'lss_groups'),
    };
    const receipt = expectJson<LssReceipt>(
      await t.call('employee', 'POST', '/LSS', await surveyAbout(t, { sugerencias: 'Gracias' })),
      201,
    );
    expect(receipt).toEqual({ period, answeredOn: calendarDay() });
    expect(await countRows(t, 'lss_answers')).toBe(before.answers + 1);
    // The seed already has this quarter's group of `supervisor` in Banca Digital.
    expect(await countRows(t, 'lss_groups')).toBe(before.groups);

    expect(
      expectJson<LssParticipation>(await t.call('employee', 'GET', '/LSS?username=EMPLOYEE')),
    ).toEqual({ username: 'employee', period, answered: true, answeredOn: calendarDay() });

    const again = await t.call('employee', 'POST', '/LSS', await surveyAbout(t));
    expect(again.statusCode).toBe(409);
    expect(Object.keys(again.json<{ errors: object }>().errors)).toEqual(['period']);
    expect(again.json<{ message: string }>().message).toContain(period);
    expect(await countRows(t, 'lss_answers')).toBe(before.answers + 1);
  });

  it('stores the answer without its author', async () => {
    const row = await t.db
      .selectFrom('lss_answers')
      .selectAll()
      .where('suggestions', '=', 'Gracias')
      .executeTakeFirstOrThrow();
    const employeeId = (
      await t.db
        .selectFrom('employees')
        .select('id')
        .where('username', '=', 'employee')
        .executeTakeFirstOrThrow()
    ).id;
    expect(Object.keys(row).filter((column) => /employee|user|created|badge/.test(column))).toEqual(
      [],
    );
    expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(row).toMatchObject({ ayuda_mano: 4, perseverante: 4, general: 8, one_on_one: 1 });
    const participation = await t.db
      .selectFrom('lss_participations')
      .selectAll()
      .where('employee_id', '=', employeeId)
      .execute();
    expect(participation).toEqual([
      { employee_id: employeeId, period: periodOf(), answered_on: calendarDay() },
    ]);
  });

  it('answers 404 for another username and 400 without one', async () => {
    expect((await t.call('employee', 'GET', '/LSS?username=supervisor')).statusCode).toBe(404);
    expect((await t.call('admin', 'GET', '/LSS?username=employee')).statusCode).toBe(404);
    expectInvalid(await t.call('employee', 'GET', '/LSS'), 'username');
  });

  it('refuses an answer naming each wrong field, and writes nothing', async () => {
    const before = {
      answers: await countRows(t, 'lss_answers'),
      participations: await countRows(t, 'lss_participations'),
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ ayudaMano: undefined }, 'ayudaMano'],
      [{ perseverante: 6 }, 'perseverante'],
      [{ cimaDeConfianza: 0 }, 'cimaDeConfianza'],
      [{ escuchar: 2.5 }, 'escuchar'],
      [{ general: 11 }, 'general'],
      [{ reunionesultimomes: 32 }, 'reunionesultimomes'],
      [{ reunionesultimomes: -1 }, 'reunionesultimomes'],
      [{ oneOnOneUltimas2semanas: undefined }, 'oneOnOneUltimas2semanas'],
      [{ posicion: '' }, 'posicion'],
      [{ sugerencias: 'x'.repeat(2001) }, 'sugerencias'],
      [{ jefeDirecto: 'abc' }, 'jefeDirecto'],
      [{ cuentaArea: 'Cuenta inventada' }, 'cuentaArea'],
      // A supervisor, but of nobody in Seguros.
      [{ cuentaArea: 'Seguros' }, 'jefeDirecto'],
      [{ jefeDirectoPersona: 'Otra Persona' }, 'jefeDirectoPersona'],
    ];
    for (const [change, field] of cases) {
      const body = await surveyAbout(t, change);
      const response = await t.call('supervisor', 'POST', '/LSS', body);
      expectInvalid(response, field);
    }
    expect(await countRows(t, 'lss_answers')).toBe(before.answers);
    expect(await countRows(t, 'lss_participations')).toBe(before.participations);
  });

  it('matches the supervisor’s name ignoring case, accents and spaces', async () => {
    expectJson<LssReceipt>(
      await t.call(
        'supervisor',
        'POST',
        '/LSS',
        await surveyAbout(t, { jefeDirectoPersona: '  silvia  mendez PORRAS ' }),
      ),
      201,
    );
  });

  it('words the refusals in English when asked', async () => {
    const response = await t.call('employee', 'POST', '/LSS', await surveyAbout(t), {
      'accept-language': 'en',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toMatch(/already answered/);
  });

  it('is the survey users’ only', async () => {
    expect((await t.call('newhire', 'POST', '/LSS', await surveyAbout(t))).statusCode).toBe(403);
    expect((await t.call('newhire', 'GET', '/LSS?username=newhire')).statusCode).toBe(403);
  });
});
