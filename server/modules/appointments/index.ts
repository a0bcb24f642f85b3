import type { ServerModule } from '../types';
import { appointmentsMessages } from './i18n';
import * as appointments0030 from './migrations/0030_appointments';
import { appointmentsAdminPolicy, appointmentsPolicy } from './policy';
import { appointmentAdminRoutes, appointmentRoutes } from './routes';
import { seedAppointments } from './seed';

/**
 * Medical appointments: buildings, professionals and their availability, bookings (on site and by
 * phone), the staff's day, diagnoses, health campaigns and self-managed appointment requests.
 */
export const appointments: ServerModule = {
  name: 'appointments',
  services: {
    appointments: { policy: appointmentsPolicy, routes: appointmentRoutes },
    main: { policy: appointmentsAdminPolicy, routes: appointmentAdminRoutes },
  },
  migrations: { '0030_appointments': appointments0030 },
  seed: seedAppointments,
  messages: appointmentsMessages,
};
