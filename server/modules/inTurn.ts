import type { ModuleSeed, ServicePart } from './types';

// A module whose family's routes live in several files, or whose demo data several seeds write,
// names them in order in its manifest; these run them one after the other.

/** The routes of several files on one family, registered in the order given. */
export const routesInTurn =
  (...registrations: ServicePart['routes'][]): ServicePart['routes'] =>
  async (app, deps) => {
    for (const register of registrations) await register(app, deps);
  };

/** Several seeds, each after the ones before it (whose rows it may read). */
export const seedsInTurn =
  (...seeds: ModuleSeed[]): ModuleSeed =>
  async (trx, now) => {
    for (const seed of seeds) await seed(trx, now);
  };
