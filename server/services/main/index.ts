import type { FastifyInstance } from 'fastify';
import { type AuthDeps, authenticationRoutes } from '../../auth/routes';
import type { DB } from '../../db';
import { auditRoutes } from '../../audit/routes';
import { employeeRoutes } from '../../employees/routes';
import { fileRoutes } from '../../files/routes';
import { homeSettingsRoutes } from '../../homeSettings/routes';
import { homeRoutes } from '../../messages';
import { permissionRoutes } from '../../permissions/routes';
import { newsletterRoutes } from '../../newsletters/routes';
// Geography and benefit locations (issue 6)
import { benefitLocationRoutes } from '../../benefitLocations/routes';
import { geographyRoutes } from '../../geography/routes';
// Benefits catalogue (issue 6)
import { benefitRoutes } from '../../benefits/routes';
// Sales (issue 7)
import { salesRoutes } from '../../sales/routes';

/** The main employee API (SPEC §7), mounted at its base path. */
export async function mainService(app: FastifyInstance, deps: AuthDeps & { db: DB }) {
  await authenticationRoutes(app, deps);
  await employeeRoutes(app, deps);
  await permissionRoutes(app, deps);
  await auditRoutes(app, deps);
  await fileRoutes(app, deps);
  await homeSettingsRoutes(app, deps);
  await homeRoutes(app, deps);
  await newsletterRoutes(app, deps);
  // Geography and benefit locations (issue 6)
  await geographyRoutes(app, deps);
  await benefitLocationRoutes(app, deps);
  // Benefits catalogue (issue 6)
  await benefitRoutes(app, deps);
  // Sales (issue 7)
  await salesRoutes(app, deps);
}
