/**
 * The composition root of the reference services: the list of modules. The app mounts their
 * routes, the guard takes their policies, the migrator their migrations and the demo seed their
 * data, in this order. Adding a module is one line here (docs/CONVENTIONS.md).
 */
import type { Migration } from 'kysely';
import { approvalDelegations, approvals } from '../approvals';
import { composePolicy } from '../auth/policy';
import { type DB, migrateToLatest } from '../db';
import { platformMigrations } from '../db/migrations';
import { seedDemoData } from '../db/seed';
import { files } from '../files';
import { mail } from '../mail';
import { geography } from '../geography';
import { jobs } from '../jobs';
import { notifications } from '../notifications';
import { recordReads } from '../privacy/readsModule';
import { privacy } from '../privacy';
import { account } from './account';
import { appointments } from './appointments';
import { benefits } from './benefits';
import { cafeteria } from './cafeteria';
import { certificates } from './certificates';
import { extracurricular } from './extracurricular';
import { growth } from './growth';
import { home } from './home';
import { lss } from './lss';
import { newsletters } from './newsletters';
import { payroll } from './payroll';
import { permissions } from './permissions';
import { personalDays } from './personalDays';
import { referrals } from './referrals';
import { reimbursement } from './reimbursement';
import { sales } from './sales';
import { schedule } from './schedule';
import { transportation } from './transportation';
import type { ServerModule } from './types';
import { workforce } from './workforce';

export const modules: readonly ServerModule[] = [
  account,
  files,
  notifications,
  mail,
  approvals,
  jobs,
  approvalDelegations,
  recordReads,
  geography,
  permissions,
  newsletters,
  home,
  benefits,
  sales,
  referrals,
  growth,
  personalDays,
  lss,
  reimbursement,
  payroll,
  cafeteria,
  certificates,
  schedule,
  appointments,
  extracurricular,
  transportation,
  workforce,
  // Last: it walks what every module above declares it holds about a person.
  privacy(() => modules),
];

/** Who may call every route of every module. */
export const policy = composePolicy(modules);

/** The platform's migrations and every module's, by name. */
export const migrations: Record<string, Migration> = Object.assign(
  { ...platformMigrations },
  ...modules.map((module) => module.migrations ?? {}),
);

/**
 * Migrates an empty database to the modules' latest schema and seeds the demo company: the
 * template the api tests and the bench copy (a fixture module brings its own migrations).
 */
export async function buildDemoDatabase(
  db: DB,
  served: readonly ServerModule[] = modules,
): Promise<void> {
  await migrateToLatest(
    db,
    Object.assign({ ...migrations }, ...served.map((module) => module.migrations ?? {})),
  );
  await seedDemoData(db, served);
}
