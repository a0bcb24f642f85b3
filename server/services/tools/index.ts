import type { FastifyInstance } from 'fastify';
import type { AuthDeps } from '../../auth/routes';
import type { DB } from '../../db';
import { salesToolsRoutes } from '../../sales/routes';

/**
 * The employee-tools middleware (SPEC §7 `{middleware}`), mounted at its base path. Later
 * modules (schedule, RAFT tools) add their routes here.
 */
export async function toolsService(app: FastifyInstance, deps: AuthDeps & { db: DB }) {
  await salesToolsRoutes(app, deps);
}
