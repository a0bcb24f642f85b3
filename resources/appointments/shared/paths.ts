/** The module's pages under `/MedicalAppointment`, named once for the manifest and its links. */
export const HOME_PATH = '/MedicalAppointment';
/** The medical staff's screens. */
export const DAY_PATH = '/MedicalAppointment/Citas';
export const REQUESTS_PATH = '/MedicalAppointment/Autogestion';
export const requestPath = (id: string | number) => `${REQUESTS_PATH}/${id}`;

/** The adapters' resources (dataProviders/appointments). */
export const BUILDINGS = 'medical-building-list';
export const PROFESSIONALS = 'medical-professional-list';
export const SLOTS = 'appointment-slots';
export const MY_APPOINTMENTS = 'my-appointments';
export const DAY_APPOINTMENTS = 'day-appointments';
export const DIAGNOSES = 'my-diagnoses';
export const CAMPAIGNS = 'health-campaign-list';
export const REQUEST_TYPES = 'appointment-request-type-list';
export const AREAS = 'appointment-areas';
export const PEOPLE = 'appointment-people';
export const SELF_MANAGED = 'my-self-managed-appointments';
/** The staff's inbox of self-managed requests: the portal's own resource (simple-rest). */
export const REQUESTS_RESOURCE = 'appointment-requests';

/** The staff's reference data: the portal's own resources (simple-rest), and the campaigns. */
export const BUILDINGS_RESOURCE = 'medical-buildings';
export const PROFESSIONALS_RESOURCE = 'medical-professionals';
export const AVAILABILITY_RESOURCE = 'medical-availability';
export const REQUEST_TYPES_RESOURCE = 'appointment-request-types';
export const BUILDINGS_PATH = '/MedicalAppointment/Edificios';
export const PROFESSIONALS_PATH = '/MedicalAppointment/Profesionales';
export const AVAILABILITY_PATH = '/MedicalAppointment/Disponibilidad';
export const REQUEST_TYPES_PATH = '/MedicalAppointment/TiposSolicitud';
export const CAMPAIGNS_PATH = '/MedicalAppointment/Campanas';
/** A list's form: `${list}/form` to create, `${list}/form/:id` to edit. */
export const formOf = (list: string) => `${list}/form`;
