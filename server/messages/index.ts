import type { FastifyInstance } from 'fastify';
import type { DB } from '../db';
import { notificationRoutes } from '../notifications/routes';
import { birthdayRoutes } from './birthdays';
import { goldenReferrerRoutes } from './goldenReferrers';
import { homeMessageRoutes } from './routes';

/**
 * Issue 5, home: news and kudos (HomeMessage), birthdays, golden referrers and notifications,
 * all on the main employee API.
 */
export async function homeRoutes(app: FastifyInstance, deps: { db: DB }) {
  await homeMessageRoutes(app, deps);
  await birthdayRoutes(app, deps);
  await goldenReferrerRoutes(app, deps);
  await notificationRoutes(app, deps);
}
