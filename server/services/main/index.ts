import type { FastifyInstance } from 'fastify';
import { type AuthDeps, authenticationRoutes } from '../../auth/routes';

/** The main employee API (SPEC §7), mounted at its base path. */
export async function mainService(app: FastifyInstance, deps: AuthDeps) {
  await authenticationRoutes(app, deps);
}
