/**
 * Lines of business (both databases): accounts, LOBs and their cost centres; the upsert replaces
 * a LOB's list in one transaction and a cost-centre code belongs to one LOB, also when two
 * administrators save the same new code at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ClientAccount,
  CostCenter,
  LineOfBusiness,
  LineOfBusinessWithCostCenters,
} from '../../../contracts/extracurricular/extracurricular';
import {
  badgeOf,
  countRows,
  createTestApp,
  expectInvalid,
  expectJson,
  type TestApp,
} from '../helpers';
import { xcCall } from './extracurricularCalls';

let t: TestApp;
let admin: string;
let accounts: ClientAccount[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await badgeOf(t, 'extracurricular.admin');
  accounts = expectJson<ClientAccount[]>(
    await xcCall(t, 'mlt.admin', 'GET', '/AdminLOB/GetAllAccounts?perPage=100'),
  );
});
afterAll(async () => {
  await t?.close();
});

const save = (body: object, username = 'extracurricular.admin') =>
  xcCall(t, username, 'PUT', '/AdminLOB/PutInsUpdtLOB', body);

describe('reads', () => {
  it('answers the seeded accounts, LOBs and cost centres', async () => {
    expect(accounts.map((a) => a.name)).toEqual(['Banca Digital', 'Seguros', 'Telecomunicaciones']);
    const bank = accounts[0]!;
    const lobs = expectJson<LineOfBusiness[]>(
      await xcCall(
        t,
        'mlt.admin',
        'GET',
        `/AdminLOB/GetAllLOBs?accountId=${bank.id}&sort=name&order=DESC`,
      ),
    );
    expect(lobs.map((l) => l.name)).toEqual(['Banca en línea', 'Atención de tarjetas']);
    const byAccount = expectJson<LineOfBusiness[]>(
      await xcCall(t, 'mlt.admin', 'GET', `/AdminLOB/GetLOBsByAccount?accountId=${bank.id}`),
    );
    expect(byAccount).toHaveLength(2);
    const one = expectJson<LineOfBusinessWithCostCenters>(
      await xcCall(t, 'mlt.admin', 'GET', `/AdminLOB/GetLobById?id=${lobs[0]!.id}`),
    );
    expect(one.costCenters.map((c) => c.code)).toEqual(['BD-201', 'BD-202']);
    const ofLob = expectJson<CostCenter[]>(
      await xcCall(t, 'mlt.admin', 'GET', `/AdminLOB/GetCostCenterByLOBId?lobId=${lobs[0]!.id}`),
    );
    expect(ofLob).toEqual(one.costCenters);
    const ofAccount = expectJson<CostCenter[]>(
      await xcCall(t, 'mlt.admin', 'GET', `/AdminLOB/GetCostCenterByAccount?accountId=${bank.id}`),
    );
    expect(ofAccount.map((c) => c.code)).toEqual(['BD-101', 'BD-102', 'BD-201', 'BD-202']);
    expect((await xcCall(t, 'mlt.admin', 'GET', '/AdminLOB/GetLobById?id=999999')).statusCode).toBe(
      404,
    );
    expectInvalid(await xcCall(t, 'mlt.admin', 'GET', '/AdminLOB/GetLOBsByAccount'), 'accountId');
  });

  it('keeps the reference data from employees', async () => {
    for (const path of ['/AdminLOB/GetAllLOBs', '/AdminLOB/GetAllAccounts']) {
      expect((await xcCall(t, 'employee', 'GET', path)).statusCode).toBe(403);
    }
  });
});

describe('PutInsUpdtLOB', () => {
  it('creates a LOB with its cost centres, repeats idempotently and replaces the list', async () => {
    const body = {
      accountId: accounts[0]!.id,
      name: 'Cobros',
      active: true,
      modified_By: admin,
      costCenters: [
        { code: 'bd-301', name: 'Cobro temprano' },
        { code: 'BD-302', name: 'Cobro tardío' },
      ],
    };
    const created = expectJson<LineOfBusinessWithCostCenters>(await save(body), 201);
    expect(created.costCenters.map((c) => c.code)).toEqual(['BD-301', 'BD-302']);
    const repeat = expectJson<LineOfBusinessWithCostCenters>(await save(body));
    expect(repeat).toEqual(created);
    expect(await t.auditRows('line_of_business', created.id)).toHaveLength(1);
    const changed = expectJson<LineOfBusinessWithCostCenters>(
      await save({
        ...body,
        id: created.id,
        costCenters: [
          { code: 'BD-302', name: 'Cobro tardío' },
          { code: 'BD-303', name: 'Recuperación' },
        ],
      }),
    );
    expect(changed.costCenters.map((c) => c.code)).toEqual(['BD-302', 'BD-303']);
    expect(changed.costCenters[0]!.id).toBe(created.costCenters[1]!.id);
    expect(await t.auditRows('line_of_business', created.id)).toHaveLength(2);
  });

  it('refuses bad input naming the field and leaves nothing half-written', async () => {
    const lobs = await countRows(t, 'lines_of_business');
    const centres = await countRows(t, 'cost_centers');
    const body = {
      accountId: accounts[0]!.id,
      name: 'Nueva línea',
      active: true,
      modified_By: admin,
      costCenters: [{ code: 'BD-401', name: 'Nuevo centro' }],
    };
    expectInvalid(await save({ ...body, accountId: 999999 }), 'accountId');
    expectInvalid(await save({ ...body, modified_By: 'X1' }), 'modified_By');
    expectInvalid(await save({ ...body, name: '' }), 'name');
    expectInvalid(
      await save({ ...body, costCenters: [...body.costCenters, { code: 'bd-401', name: 'Otro' }] }),
      'costCenters[1].code',
    );
    const taken = await save({
      ...body,
      costCenters: [...body.costCenters, { code: 'TC-101', name: 'Ajeno' }],
    });
    expect(taken.statusCode, taken.body).toBe(409);
    expect(Object.keys(taken.json<{ errors: object }>().errors)).toEqual(['costCenters[1].code']);
    expect((await save({ ...body, id: 999999 })).statusCode).toBe(404);
    expect(await countRows(t, 'lines_of_business')).toBe(lobs);
    expect(await countRows(t, 'cost_centers')).toBe(centres);
    expect((await save(body, 'mlt.admin')).statusCode).toBe(403);
  });

  it('gives a new cost-centre code to one of two administrators saving it at once', async () => {
    const centres = await countRows(t, 'cost_centers');
    const body = (name: string) => ({
      accountId: accounts[1]!.id,
      name,
      active: true,
      modified_By: admin,
      costCenters: [{ code: 'SG-999', name: 'Disputado' }],
    });
    const answers = await Promise.all([save(body('Línea A')), save(body('Línea B'))]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await countRows(t, 'cost_centers')).toBe(centres + 1);
  });
});
