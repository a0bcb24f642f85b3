/** The employee's page: whether they may ask, their schedule, their last request, a new one. */
export const HOME_PATH = '/ScheduleChange';
/** The planners' inbox of requests and one request's page. */
export const REQUESTS_PATH = '/ScheduleChange/Solicitudes';
/** The planners' schedules offered (list, new, edit). */
export const SCHEDULES_PATH = '/ScheduleChange/Horarios';
export const SCHEDULE_FORM_PATH = '/ScheduleChange/Horario';

/** The planners' resources (the portal's own, ra-data-simple-rest). */
export const REQUESTS_RESOURCE = 'schedule-requests';
export const SCHEDULES_RESOURCE = 'work-schedules';

export const requestPath = (id: number | string) => `${REQUESTS_PATH}/${id}`;
