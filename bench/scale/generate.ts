import { employees } from '../modules/account/scale';
import { appointments } from '../modules/appointments/scale';
import { benefits } from '../modules/benefits/scale';
import { cafeteria } from '../modules/cafeteria/scale';
import { courseGroups, extracurricular } from '../modules/extracurricular/scale';
import { growth } from '../modules/growth/scale';
import { payslips } from '../modules/payroll/scale';
import { referrals } from '../modules/referrals/scale';
import { orders } from '../modules/sales/scale';
import { schedules } from '../modules/schedule/scale';
import { transportation } from '../modules/transportation/scale';
import { type Generator, postgresWriter, type ScaleSize, sqliteWriter } from './kit';

/**
 * The scale data set, one generator per table group, in this order: the only place a generator is
 * registered. Each is written in its module's bench/modules/<module>/scale.ts; a later one reads
 * the rows of those before it (the employees first).
 */
const generators: Generator[] = [
  employees,
  orders,
  benefits,
  referrals,
  growth,
  payslips,
  cafeteria,
  schedules,
  appointments,
  transportation,
  extracurricular,
  courseGroups,
];

/** Grows a migrated, seeded database (`sqlite:<file>` or `postgres://…`) with every generator. */
export async function growDatabase(
  databaseUrl: string,
  size: ScaleSize,
  progress: (line: string) => void,
): Promise<void> {
  const { writer, close } = /^postgres(ql)?:\/\//.test(databaseUrl)
    ? await postgresWriter(databaseUrl)
    : sqliteWriter(databaseUrl.replace(/^sqlite:/, ''));
  try {
    for (const generator of generators) {
      const started = Date.now();
      const count = await generator.generate(writer, size);
      progress(
        `${generator.name}: ${count.toLocaleString('en-US')} rows in ${Date.now() - started} ms`,
      );
    }
  } finally {
    await close();
  }
}
