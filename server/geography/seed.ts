import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { mulberry32 } from '../db/seed/random';

/** Where the demo `employee` lives: San Joaquín de Flores, on a seeded shuttle route. */
const EMPLOYEE_HOME = {
  district: '40801',
  address: 'Del parque de San Joaquín 200 m al norte, casa 14',
};
/** Has not said where they live yet: the pages ask them to. */
const WITHOUT_HOME = 'newhire';

/** Districts of the Central Valley where the colleagues live (San José, Heredia, Alajuela, Cartago). */
export const HOME_DISTRICTS = [
  '10101',
  '10106',
  '10107',
  '10108',
  '10109',
  '10110',
  '10201',
  '10301',
  '10303',
  '10601',
  '10801',
  '10805',
  '10901',
  '11001',
  '11301',
  '11501',
  '11801',
  '20101',
  '20102',
  '20104',
  '20105',
  '20301',
  '20701',
  '30101',
  '30102',
  '30103',
  '30301',
  '30303',
  '30801',
  '40101',
  '40102',
  '40103',
  '40104',
  '40201',
  '40301',
  '40501',
  '40601',
  '40701',
  '40801',
  '40901',
] as const;

const LANDMARKS = [
  'la iglesia',
  'el parque',
  'la escuela',
  'el supermercado',
  'la plaza de deportes',
];
const HEADINGS = ['norte', 'sur', 'este', 'oeste'];

/**
 * A home for every active demo employee but `newhire` (the same on every run): `employee` on the
 * first shuttle route, the colleagues spread over the Central Valley's districts.
 */
export async function seedHomes(trx: Transaction<Database>, now: Date): Promise<void> {
  const at = now.toISOString();
  const random = mulberry32(20261124);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const employees = await trx
    .selectFrom('employees')
    .select(['id', 'username'])
    .where('active', '=', 1)
    .orderBy('id')
    .execute();
  const rows = employees
    .filter((employee) => employee.username !== WITHOUT_HOME)
    .map((employee) => {
      const district = pick(HOME_DISTRICTS);
      const address = `De ${pick(LANDMARKS)} ${(1 + Math.floor(random() * 5)) * 100} m al ${pick(HEADINGS)}, casa ${1 + Math.floor(random() * 60)}`;
      const home = employee.username === 'employee' ? EMPLOYEE_HOME : { district, address };
      return {
        employee_id: employee.id,
        district_code: home.district,
        address: home.address,
        created_at: at,
        updated_at: at,
      };
    });
  for (let i = 0; i < rows.length; i += 200)
    await trx
      .insertInto('employee_homes')
      .values(rows.slice(i, i + 200))
      .execute();
}
