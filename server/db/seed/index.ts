import {
  catalogue,
  rolesOf,
  seededRoleName,
  type CatalogueModule,
} from '../../../contracts/catalogue';
import type { ServerModule } from '../../modules/types';
import type { DB } from '../index';
import type { NewEmployee } from '../platformTables';
import { hashPassword } from '../../idp/passwords';
import { deactivatedDemoAccount, demoAccounts } from './demoAccounts';
import { firstNames, lastNames } from './names';
import { demoSupervision, placeDemoEmployees } from './organisation';
import { mulberry32 } from './random';

export const EMAIL_DOMAIN = 'portal.example.com';
const GENERATED_EMPLOYEES = 400;

const pick = <T>(random: () => number, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)] as T;

const asciiSlug = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.');

function birthday(random: () => number): string {
  const year = 1965 + Math.floor(random() * 40);
  const month = 1 + Math.floor(random() * 12);
  const day = 1 + Math.floor(random() * 28);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Demo employees: the sign-in accounts first, then realistic colleagues with Spanish names. */
export function demoEmployees(count = GENERATED_EMPLOYEES, now = new Date()): NewEmployee[] {
  const random = mulberry32(20261122);
  const createdAt = now.toISOString();
  const employees: NewEmployee[] = demoAccounts.map((account, index) => ({
    badge: String(100001 + index),
    username: account.username,
    email: `${account.username}@${EMAIL_DOMAIN}`,
    first_name: account.firstName,
    last_name: account.lastName,
    full_name: `${account.firstName} ${account.lastName}`,
    birthday: 'birthday' in account ? account.birthday : birthday(random),
    created_at: createdAt,
  }));
  const usernames = new Set(employees.map((e) => e.username));
  for (let index = 0; index < count; index++) {
    const firstName = pick(random, firstNames);
    const lastName = `${pick(random, lastNames)} ${pick(random, lastNames)}`;
    let username = asciiSlug(`${firstName}.${lastName.split(' ')[0]}`);
    for (let suffix = 2; usernames.has(username); suffix++) {
      username = `${asciiSlug(`${firstName}.${lastName.split(' ')[0]}`)}${suffix}`;
    }
    usernames.add(username);
    employees.push({
      badge: String(200001 + index),
      username,
      email: `${username}@${EMAIL_DOMAIN}`,
      first_name: firstName,
      last_name: lastName,
      full_name: `${firstName} ${lastName}`,
      birthday: birthday(random),
      created_at: createdAt,
    });
  }
  placeDemoEmployees(employees, now);
  return employees;
}

export async function isEmpty(db: DB): Promise<boolean> {
  const row = await db
    .selectFrom('employees')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}

/**
 * Seeds the demo data set into an empty, migrated database: the platform's employees, sign-in
 * accounts and permission catalogue, then each module's data in the order of `modules`.
 */
export async function seedDemoData(
  db: DB,
  modules: readonly ServerModule[],
  now = new Date(),
): Promise<void> {
  const createdAt = now.toISOString();
  const passwordHashes = await Promise.all(demoAccounts.map((a) => hashPassword(a.username)));
  const former = deactivatedDemoAccount;
  await db.transaction().execute(async (trx) => {
    const employees = demoEmployees(GENERATED_EMPLOYEES, now);
    for (let start = 0; start < employees.length; start += 200) {
      await trx
        .insertInto('employees')
        .values(employees.slice(start, start + 200))
        .execute();
    }
    for (const [supervisor, badges] of demoSupervision(employees)) {
      await trx
        .updateTable('employees')
        .set((eb) => ({
          supervisor_id: eb
            .selectFrom('employees as supervisor')
            .select('supervisor.id')
            .where('supervisor.badge', '=', supervisor),
        }))
        .where('badge', 'in', badges)
        .execute();
    }
    const idByUsername = new Map(
      (await trx.selectFrom('employees').select(['id', 'username']).execute()).map((e) => [
        e.username,
        e.id,
      ]),
    );
    const roleIds = new Map<string, number>();
    for (const [key, module] of Object.entries(catalogue)) {
      const { id: moduleId } = await trx
        .insertInto('modules')
        .values({ code: module.code, name: module.name })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const code of rolesOf(key as CatalogueModule)) {
        const { id } = await trx
          .insertInto('roles')
          .values({ code, name: seededRoleName(code), module_id: moduleId })
          .returning('id')
          .executeTakeFirstOrThrow();
        roleIds.set(code, id);
      }
    }
    for (const [index, account] of demoAccounts.entries()) {
      const employeeId = idByUsername.get(account.username)!;
      await trx
        .insertInto('identity_accounts')
        .values({
          username: account.username,
          password_hash: passwordHashes[index]!,
          employee_id: employeeId,
        })
        .execute();
      for (const role of account.roles) {
        await trx
          .insertInto('role_users')
          .values({ role_id: roleIds.get(role)!, employee_id: employeeId, created_at: createdAt })
          .execute();
      }
    }
    // After the generated colleagues, so their ids stay as they were.
    const { id: formerId } = await trx
      .insertInto('employees')
      .values({
        badge: former.badge,
        username: former.username,
        email: `${former.username}@${EMAIL_DOMAIN}`,
        first_name: former.firstName,
        last_name: former.lastName,
        full_name: `${former.firstName} ${former.lastName}`,
        birthday: former.birthday,
        active: 0,
        created_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('identity_accounts')
      .values({
        username: former.username,
        password_hash: await hashPassword(former.username),
        employee_id: formerId,
      })
      .execute();
    for (const module of modules) await module.seed?.(trx, now);
  });
}
