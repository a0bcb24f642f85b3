import {
  applicationListQuery,
  applicationMoveBody,
  openingBody,
  openingListQuery,
} from '../../../contracts/growth/growth';
import type { DB } from '../../db';
import { registerRestResource } from '../../http/simpleRest';
import type { ServiceApp } from '../types';
import { createApplicationRepository } from './applications';
import { createOpeningRepository } from './openings';

const TAG = 'Growth administration';

/**
 * The growth owners' administration on the main family, in ra-data-simple-rest's conventions:
 * `growth-openings` (CRUD, audited) and `growth-applications` (review; an update is a status move).
 */
export async function growthAdminRoutes(app: ServiceApp, { db }: { db: DB }) {
  const openings = createOpeningRepository(db);
  const applications = createApplicationRepository(db);

  registerRestResource(app, {
    name: 'growth-openings',
    tag: TAG,
    noun: 'opening',
    list: {
      query: openingListQuery,
      description:
        'Filters: `q` (title, description), `area`, `location`, `active`. Sorts: createdAt ' +
        '(newest first by default), title, area, location, closesOn, active.',
      read: (query, user) => openings.list(user, query),
    },
    one: (id, user) => openings.one(user, id),
    create: {
      body: openingBody,
      description:
        'Title, area, location, description (plain text), requirements, workSchedule, ' +
        'startTime/endTime (HH:mm), minMonthsInPosition (6 by default), closesOn (YYYY-MM-DD or ' +
        'null), active. Audited.',
      write: (user, body) => openings.create(user, body),
    },
    update: {
      body: openingBody,
      summary: 'Edit or (de)activate an opening',
      description: 'The same fields as the creation. Audited.',
      write: (user, id, body) => openings.update(user, id, body),
    },
    remove: (user, id) => openings.remove(user, id),
  });

  registerRestResource(app, {
    name: 'growth-applications',
    tag: TAG,
    noun: 'application',
    list: {
      query: applicationListQuery,
      description:
        'Filters: `status`, `openingId`, `from`/`to` (YYYY-MM-DD, inclusive, the day it was ' +
        'sent, company time zone), `q` (the applicant’s name, badge prefix, the job). Sorts: ' +
        'createdAt (newest first by default), statusChangedAt, status, job, employee.',
      read: (query) => applications.list(query),
    },
    one: (id) => applications.one(id),
    reads: {
      db,
      what: 'growth_application',
      subject: (application) => ({ badge: application.employee.badge, recordId: application.id }),
    },
    update: {
      body: applicationMoveBody,
      summary: 'Move an application along its status workflow',
      description:
        '`{ status, note, from? }`: submitted → in_review → interview → selected, and ' +
        'not_selected from any of the first three; selected and not_selected are final. 409 ' +
        'when the move is not allowed from the current status or the application is no longer ' +
        'in `from`. Records the history, audits, notifies the applicant.',
      write: (user, id, body) => applications.move(user, id, body),
    },
  });
}
