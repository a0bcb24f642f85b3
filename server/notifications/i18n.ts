import { defineMessages } from '../http/messages';

/** What the notification service says. */
export const { catalogue: notificationsMessages, say } = defineMessages('notifications', {
  es: { notFound: 'La notificación no existe.' },
  en: { notFound: 'Notification not found' },
});
