import type { NewEmployee } from '../platformTables';
import { mulberry32 } from './random';

/** The accounts (areas) of the demo company; the owners and the administrator work in HR. */
export const DEMO_ACCOUNTS = [
  'Banca Digital',
  'Telecomunicaciones',
  'Comercio Minorista',
  'Soporte Técnico',
  'Seguros',
  'Recursos Humanos',
] as const;
const HUMAN_RESOURCES = 'Recursos Humanos';
const AGENT = 'Agente de servicio al cliente';
const SUPERVISOR = 'Supervisor de operaciones';
/** Generated employees per account who supervise the rest of it. */
const SUPERVISORS_PER_ACCOUNT = 4;

/** The demo accounts' place: `employee` and `newhire` report to `supervisor` in Banca Digital. */
const placeOfDemoAccount: Record<
  string,
  {
    account: string;
    position: string;
    hiredOn?: string;
    supervisor?: string;
    /** Added after the others: placed without a draw, so everyone's hire day stays as it was. */
    drawsNothing?: true;
  }
> = {
  employee: {
    account: 'Banca Digital',
    position: AGENT,
    hiredOn: '2019-03-04',
    supervisor: 'supervisor',
  },
  newhire: { account: 'Banca Digital', position: AGENT, supervisor: 'supervisor' },
  supervisor: { account: 'Banca Digital', position: SUPERVISOR, hiredOn: '2015-08-17' },
  'workforce.admin': {
    account: HUMAN_RESOURCES,
    position: 'Administradora de personal',
    hiredOn: '2017-05-02',
    drawsNothing: true,
  },
};

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Gives the demo employees their HR data: an account, a position and a hire date (a generator of
 * its own, so the names and birthdays stay those of earlier seeds). `newhire` was hired 20 days
 * ago: still in the probation period.
 */
export function placeDemoEmployees(employees: NewEmployee[], now: Date): void {
  const random = mulberry32(20261124);
  let generated = 0;
  for (const employee of employees) {
    const demo = placeOfDemoAccount[employee.username];
    if (demo?.drawsNothing) {
      employee.account = demo.account;
      employee.position = demo.position;
      employee.hired_on = demo.hiredOn ?? null;
      continue;
    }
    const year = 2010 + Math.floor(random() * 15);
    const day = `${year}-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`;
    if (demo) {
      employee.account = demo.account;
      employee.position = demo.position;
      employee.hired_on =
        demo.hiredOn ?? isoDate(new Date(now.getTime() - 20 * 24 * 60 * 60 * 1000));
    } else if (employee.badge.startsWith('2')) {
      const account = DEMO_ACCOUNTS[generated % DEMO_ACCOUNTS.length]!;
      const supervises = Math.floor(generated / DEMO_ACCOUNTS.length) < SUPERVISORS_PER_ACCOUNT;
      employee.account = account;
      employee.position = supervises ? SUPERVISOR : AGENT;
      employee.hired_on = day;
      generated += 1;
    } else {
      employee.account = HUMAN_RESOURCES;
      employee.position = 'Especialista de Recursos Humanos';
      employee.hired_on = day;
    }
  }
}

/**
 * Who reports to whom, by badge: each generated agent to one of their account's supervisors in
 * turn, and the demo accounts as `placeOfDemoAccount` says.
 */
export function demoSupervision(employees: readonly NewEmployee[]): Map<string, string[]> {
  const badgeOf = new Map(employees.map((e) => [e.username, e.badge]));
  const supervisorsOf = new Map<string, string[]>();
  for (const e of employees) {
    if (e.badge.startsWith('2') && e.position === SUPERVISOR) {
      supervisorsOf.set(e.account!, [...(supervisorsOf.get(e.account!) ?? []), e.badge]);
    }
  }
  const people = new Map<string, string[]>();
  const assign = (supervisor: string, badge: string) =>
    people.set(supervisor, [...(people.get(supervisor) ?? []), badge]);
  let turn = 0;
  for (const e of employees) {
    const demo = placeOfDemoAccount[e.username];
    if (demo?.supervisor) assign(badgeOf.get(demo.supervisor)!, e.badge);
    else if (e.badge.startsWith('2') && e.position === AGENT) {
      const supervisors = supervisorsOf.get(e.account!) ?? [];
      if (supervisors.length > 0) assign(supervisors[turn++ % supervisors.length]!, e.badge);
    }
  }
  return people;
}
