import { routesInTurn } from '../inTurn';
import type { ServerModule } from '../types';
import { appointmentsMessages } from './i18n';
import * as appointments0030 from './migrations/0030_appointments';
import { appointmentsAdminPolicy, appointmentsPolicy } from './policy';
import { bookingRoutes } from './bookings/routes';
import { campaignRoutes } from './campaigns/routes';
import { medicalRecordRoutes } from './medicalRecords/routes';
import { referenceAdminRoutes, referenceRoutes } from './reference/routes';
import { selfManagedAdminRoutes, selfManagedRoutes } from './selfManaged/routes';
import { seedAppointments } from './seed';
import { appointmentsPersonalData } from './personalData';

/**
 * Medical appointments: buildings, professionals and their availability, bookings (on site and by
 * phone), the staff's day, diagnoses, health campaigns and self-managed appointment requests.
 */
export const appointments: ServerModule = {
  name: 'appointments',
  services: {
    appointments: {
      policy: appointmentsPolicy,
      routes: routesInTurn(
        referenceRoutes,
        bookingRoutes,
        medicalRecordRoutes,
        campaignRoutes,
        selfManagedRoutes,
      ),
    },
    main: {
      policy: appointmentsAdminPolicy,
      routes: routesInTurn(selfManagedAdminRoutes, referenceAdminRoutes),
    },
  },
  migrations: { '0030_appointments': appointments0030 },
  seed: seedAppointments,
  messages: appointmentsMessages,
  personalData: appointmentsPersonalData,
};
