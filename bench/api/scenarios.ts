/**
 * What a figure is held to:
 * - `ceiling`: the bare route every other figure is a ratio of;
 * - `list-read`: an authenticated list read — ≥ 40% of the ceiling's requests/s and p99 ≤ 25 ms
 *   at 50 connections on SQLite, and the same p99 with the database grown (the scale part);
 * - `none`: reported only.
 */
export type ScenarioTarget = 'ceiling' | 'list-read' | 'none';

export interface Scenario {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path and query, as the portal calls it. */
  path: string;
  /** JSON body of a write. */
  body?: unknown;
  /** Demo user the request is signed in as (password = user name); null for a public route. */
  user: string | null;
  target: ScenarioTarget;
}

/**
 * The API scenarios of `npm run bench` (api and scale parts), measured round after round in this
 * order. The first one is the ceiling the others are compared with.
 */
export const scenarios: Scenario[] = [
  { name: 'health (ceiling)', method: 'GET', path: '/api/health', user: null, target: 'ceiling' },
  // The home page's feed and birthdays, as /Inicio asks for them.
  {
    name: 'GET /HomeMessage (news feed)',
    method: 'GET',
    path: '/api/main/HomeMessage?type=news&page=1&perPage=3',
    user: 'employee',
    target: 'list-read',
  },
  {
    name: 'GET /BirthdayMembers',
    method: 'GET',
    path: '/api/main/BirthdayMembers?page=1&perPage=50',
    user: 'employee',
    target: 'list-read',
  },
  // An administration list (paged, sorted in SQL).
  {
    name: 'GET /Audit (admin list)',
    method: 'GET',
    path: '/api/main/Audit?page=1&perPage=25&sort=at&order=DESC',
    user: 'admin',
    target: 'list-read',
  },
  // The employee picker: a contains-search over every employee, at most 20 answers.
  {
    name: 'GET /user?criteria= (employee search)',
    method: 'GET',
    path: '/api/main/user?criteria=mar',
    user: 'admin',
    target: 'none',
  },
  // Benefits and Asset sale (added with those modules): GET /Benefits and GET /Campaign/Active
  // (list-read, user 'employee'), GET /Order/User (list-read, 'employee'), and the write
  // POST /Order on an item with large stock (target 'none', body { itemId, quantity: 1 }).
];
