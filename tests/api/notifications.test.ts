import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPage } from '../../contracts/notifications';
import { writeTransaction } from '../../server/db/transaction';
import { notify } from '../../server/notifications/service';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
const ids = new Map<string, number>();

beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['employee', 'newhire', 'admin']) {
    await t.tokenOf(user);
    const { id } = await t.db
      .selectFrom('employees')
      .select('id')
      .where('username', '=', user)
      .executeTakeFirstOrThrow();
    ids.set(user, id);
  }
});
afterAll(async () => {
  await t?.close();
});

const call = (user: string, method: HTTPMethods, url: string, payload?: object) =>
  t.call(user, method, `/api/notification${url}`, payload);

const list = async (user: string, query = ''): Promise<NotificationPage> =>
  (await call(user, 'GET', query)).json<NotificationPage>();

describe('notify() (the service later modules call)', () => {
  it('adds a notification in the caller’s transaction, rolled back with it', async () => {
    const before = await list('newhire');
    await expect(
      writeTransaction(t.db, async (trx) => {
        await notify(trx, ids.get('newhire')!, { kind: 'test', title: 'Lost', body: 'x' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await list('newhire')).total).toBe(before.total);

    await writeTransaction(t.db, (trx) =>
      notify(trx, ids.get('newhire')!, {
        kind: 'test',
        title: 'Su solicitud fue aprobada',
        body: 'b'.repeat(2000),
        link: '/PersonalDays',
      }),
    );
    const after = await list('newhire');
    expect(after.total).toBe(before.total + 1);
    expect(after.unread).toBe(before.unread + 1);
    expect(after.items[0]).toMatchObject({
      title: 'Su solicitud fue aprobada',
      link: '/PersonalDays',
    });
    expect(after.items[0]!.body.length).toBe(1000);
  });

  it('refuses a link that is not a portal path', async () => {
    for (const link of ['https://evil.example.com', '//evil.example.com', 'javascript:alert(1)']) {
      await expect(
        writeTransaction(t.db, (trx) =>
          notify(trx, ids.get('newhire')!, { kind: 'test', title: 'x', body: 'x', link }),
        ),
      ).rejects.toThrow(/portal path/);
    }
  });
});

describe('GET /api/notification', () => {
  it('answers the caller’s own, newest first, with total and unread counts', async () => {
    const { items, total, unread } = await list('employee');
    expect(items.length).toBeGreaterThan(0);
    expect(total).toBe(items.length);
    expect(unread).toBe(items.filter((n) => !n.read).length);
    expect(unread).toBeGreaterThan(0);
    const dates = items.map((n) => n.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const owners = await t.db
      .selectFrom('notifications')
      .select('employee_id')
      .where(
        'id',
        'in',
        items.map((n) => n.id),
      )
      .execute();
    expect(owners.every((row) => row.employee_id === ids.get('employee'))).toBe(true);
  });

  it('pages (400 beyond 50 per page)', async () => {
    const page = await list('employee', '?perPage=1&page=2');
    expect(page.items).toHaveLength(1);
    const tooMany = await call('employee', 'GET', '?perPage=500');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toHaveProperty('perPage');
  });
});

describe('POST /api/notification/read (opening one)', () => {
  it('marks one of the caller’s notifications read; another’s is 404', async () => {
    const { items, unread } = await list('employee');
    const target = items.find((n) => !n.read)!;
    expect((await call('employee', 'POST', '/read', { id: target.id })).statusCode).toBe(204);
    const after = await list('employee');
    expect(after.unread).toBe(unread - 1);
    expect(after.items.find((n) => n.id === target.id)?.read).toBe(true);
    expect((await call('newhire', 'POST', '/read', { id: target.id })).statusCode).toBe(404);
    const invalid = await call('employee', 'POST', '/read', { id: 'x' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toHaveProperty('id');
  });
});

describe('POST /api/notification/delete', () => {
  it('deletes one of the caller’s notifications', async () => {
    const { items, total } = await list('employee');
    expect((await call('employee', 'POST', '/delete', { id: items[0]!.id })).statusCode).toBe(204);
    expect((await list('employee')).total).toBe(total - 1);
  });

  it('answers 404 for another employee’s notification and leaves it', async () => {
    const theirs = (await list('employee')).items[0]!;
    expect((await call('newhire', 'POST', '/delete', { id: theirs.id })).statusCode).toBe(404);
    expect((await call('admin', 'POST', '/delete', { id: theirs.id })).statusCode).toBe(404);
    expect((await list('employee')).items.map((n) => n.id)).toContain(theirs.id);
  });

  it('answers 400 without an id', async () => {
    const response = await call('employee', 'POST', '/delete', {});
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('id');
  });
});

describe('POST /api/notification/delete-all', () => {
  it('deletes all of the caller’s notifications and nobody else’s', async () => {
    const others = (await list('newhire')).total;
    expect(others).toBeGreaterThan(0);
    const response = await call('employee', 'POST', '/delete-all');
    expect(response.statusCode).toBe(204);
    expect(await list('employee')).toEqual({ items: [], total: 0, unread: 0 });
    expect((await list('newhire')).total).toBe(others);
  });

  it('needs a signed-in employee', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/main/api/notification/delete-all',
    });
    expect(response.statusCode).toBe(401);
  });
});
