/** The module's pages under `/PersonalDays`, named once for the manifest, its links and forms. */
export const MY_DAYS = '/PersonalDays';
export const REQUEST_FORM = '/FormRequestDay';
export const APPROVALS_LIST = '/PersonalDays/Aprobaciones';
export const HOLIDAY_LIST = '/PersonalDays/Feriados';
export const HOLIDAY_FORM = '/PersonalDays/Feriados/form';
