/** The employee's notice preferences (language, channel per kind), opened from the bell. */
export const NOTICE_PREFERENCES_PATH = '/Notificaciones/Preferencias';
