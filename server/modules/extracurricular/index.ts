import { routesInTurn } from '../inTurn';
import type { ServerModule } from '../types';
import { adminRoutes } from './admins/routes';
import { contentRoutes } from './content/routes';
import { definitionRoutes } from './definitions/routes';
import { enrolmentRoutes } from './enrolment/routes';
import { geographyRoutes } from './geography/routes';
import { extracurricularMessages } from './i18n';
import { lobRoutes } from './lobs/routes';
import * as extracurricular0033 from './migrations/0033_extracurricular';
import * as courses0035 from './migrations/0035_courses';
import * as courseNameOrder0045 from './migrations/0045_course_name_order';
import { extracurricularPolicy } from './policy';
import { referenceRoutes } from './reference/routes';
import { seedExtracurricular } from './seed';
import { extracurricularPersonalData } from './personalData';

/**
 * Extracurricular courses, their service family: the reference data (lines of business, locations,
 * rooms, the course catalogue, students), the administrators and MLT admins (role assignments),
 * the geography and the employee's own location, the catalogue page's images and messages; the
 * courses as they run (definitions, enrolment with a waiting list, instructors' rosters and
 * attendance, reports).
 */
export const extracurricular: ServerModule = {
  name: 'extracurricular',
  services: {
    extracurricular: {
      policy: extracurricularPolicy,
      routes: routesInTurn(
        geographyRoutes,
        adminRoutes,
        lobRoutes,
        referenceRoutes,
        contentRoutes,
        enrolmentRoutes,
        definitionRoutes,
      ),
    },
  },
  migrations: {
    '0033_extracurricular': extracurricular0033,
    '0035_courses': courses0035,
    '0045_course_name_order': courseNameOrder0045,
  },
  seed: seedExtracurricular,
  messages: extracurricularMessages,
  personalData: extracurricularPersonalData,
};
