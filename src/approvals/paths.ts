/** The person's inbox of every module's requests. */
export const APPROVALS_PATH = '/Aprobaciones';

/** The administrators' reminder days of every kind of request. */
export const REMINDER_DAYS_PATH = `${APPROVALS_PATH}/Recordatorios`;
