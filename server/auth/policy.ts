/**
 * The access policy of the reference services: one rule per route, keyed `METHOD full-url` as
 * Fastify registers it (family base included; the HEAD route Fastify adds for a GET uses the GET
 * rule). Each module declares the rules of its own routes (its `policy.ts`, keyed by its paths);
 * this composes them under each family's base. The guard (guard.ts) refuses to start when a /api/
 * route has no rule or a rule names no route, and tests/api/policy.test.ts calls every route as
 * several users against the composed table.
 */
import { type ServiceFamily, serviceFamilies } from '../config';
import type { ServerModule } from '../modules/types';
import { type Access, access } from './access';

export type Policy = Readonly<Record<string, Access>>;

/** The policy key of a route: HEAD routes answer to their GET's rule. */
export const routeKey = (method: string, url: string): string =>
  `${method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase()} ${url}`;

/** Every module's rules under the base of the family it serves, plus the health route. */
export function composePolicy(
  modules: readonly ServerModule[],
  bases: Record<ServiceFamily, string> = serviceFamilies,
): Policy {
  const table: Record<string, Access> = { 'GET /api/health': access.public };
  for (const module of modules) {
    for (const [family, part] of Object.entries(module.services)) {
      for (const [key, rule] of Object.entries(part.policy)) {
        const [method, path] = key.split(' ');
        const full = routeKey(method!, `${bases[family as ServiceFamily]}${path}`);
        if (Object.hasOwn(table, full)) throw new Error(`${module.name}: ${full} has two rules`);
        table[full] = rule;
      }
    }
  }
  return table;
}
