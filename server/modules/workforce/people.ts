import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { forUpdate } from '../../db/transaction';

export type EmployeeRow = Selectable<Database['employees']>;

/** A supervisor chain longer than this is not followed further (no company is that deep). */
export const MAX_CHAIN = 100;

/** What one record may touch: its person (by badge or id), the keys it takes, its supervisor. */
export interface PeopleAround {
  employeeId?: number | undefined;
  badge: string;
  userName: string;
  externalId?: string | null | undefined;
  supervisorBadge?: string | null | undefined;
}

/**
 * The employees as provisioning plans against them, read once: by id, badge, user name and
 * external id, with each one's supervisor. A plan taken in (`take`) is seen by the next, so a
 * file's rows see what its earlier rows would do (a new supervisor before their team) without
 * writing anything; a person not written yet has a negative id until `apply` gives them theirs.
 */
export class PeopleSnapshot {
  private readonly byId = new Map<number, EmployeeRow>();
  private readonly byBadge = new Map<string, number>();
  private readonly byUserName = new Map<string, number>();
  private readonly byExternalId = new Map<string, number>();
  private lastNewId = 0;

  private constructor(rows: readonly EmployeeRow[]) {
    for (const row of rows) this.take(row);
  }

  /** Everyone, in one query: what a file's preview plans against. */
  static async everyone(q: Kysely<Database>): Promise<PeopleSnapshot> {
    return new PeopleSnapshot(await q.selectFrom('employees').selectAll().execute());
  }

  /** Everyone, locked for the rest of `trx` (see forUpdate): what a file's import plans against. */
  static async everyoneLocked(trx: Transaction<Database>): Promise<PeopleSnapshot> {
    return new PeopleSnapshot(
      await forUpdate(trx, trx.selectFrom('employees').selectAll()).execute(),
    );
  }

  /**
   * Only the people one record may touch, locked: the person, whoever holds the keys it takes,
   * its supervisor and the supervisor's chain up (SCIM's and the administration's single writes).
   */
  static async around(q: Transaction<Database>, around: PeopleAround): Promise<PeopleSnapshot> {
    const rows = await forUpdate(
      q,
      q
        .selectFrom('employees')
        .selectAll()
        .where((eb) =>
          eb.or([
            eb('badge', 'in', [around.badge, around.supervisorBadge ?? around.badge]),
            eb('username', '=', around.userName),
            eb('id', '=', around.employeeId ?? -1),
            ...(around.externalId ? [eb('external_id', '=', around.externalId)] : []),
          ]),
        ),
    ).execute();
    const people = new PeopleSnapshot(rows);
    const supervisorId = around.supervisorBadge
      ? people.withBadge(around.supervisorBadge)?.supervisor_id
      : null;
    for (let above = supervisorId ?? null, step = 0; above !== null && step < MAX_CHAIN; step++) {
      const known =
        people.byId.get(above) ??
        (await q.selectFrom('employees').selectAll().where('id', '=', above).executeTakeFirst());
      if (!known) break;
      people.take(known);
      above = known.supervisor_id;
    }
    return people;
  }

  employee(id: number): EmployeeRow | undefined {
    return this.byId.get(id);
  }

  withBadge(badge: string): EmployeeRow | undefined {
    const id = this.byBadge.get(badge);
    return id === undefined ? undefined : this.byId.get(id);
  }

  /** Who else (not `employeeId`) holds `value` as their badge, user name or external id. */
  holderOf(
    key: 'badge' | 'userName' | 'externalId',
    value: string,
    employeeId: number | undefined,
  ): number | undefined {
    const map = { badge: this.byBadge, userName: this.byUserName, externalId: this.byExternalId }[
      key
    ];
    const holder = map.get(value);
    return holder === employeeId ? undefined : holder;
  }

  /** The id a person not written yet is known by until they are. */
  newId(): number {
    return --this.lastNewId;
  }

  /** Takes in a person as they are, or as a plan leaves them (replacing who they were). */
  take(row: EmployeeRow): void {
    const was = this.byId.get(row.id);
    if (was) {
      this.byBadge.delete(was.badge);
      this.byUserName.delete(was.username);
      if (was.external_id !== null) this.byExternalId.delete(was.external_id);
    }
    this.byId.set(row.id, row);
    this.byBadge.set(row.badge, row.id);
    this.byUserName.set(row.username, row.id);
    if (row.external_id !== null) this.byExternalId.set(row.external_id, row.id);
  }
}
