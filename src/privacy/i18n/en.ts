import type { MessageTree } from '../../i18n/moduleMessages';

/** "My data": one's own data in one download. */
export const en: MessageTree = {
  privacy: {
    title: 'My data',
    intro:
      'Download in one ZIP everything the portal holds about you: one JSON file per module, your documents (résumés, invoices, certificates) and your payslips as PDF.',
    download: 'My download',
    status: {
      none: 'You have not asked for a download yet.',
      preparing: 'Your download is being prepared. We will tell you when it is ready.',
      ready: 'Your download is ready until %{until}.',
      expired: 'Your download expired on %{until}. Ask for a new one.',
      failed: 'Your download could not be prepared. Ask for a new one.',
    },
    request: 'Ask for my data',
    requestAgain: 'Ask for a new download',
    save: 'Download the ZIP',
    requested: 'Your download was asked for: we will tell you when it is ready.',
    kept: 'The download lasts %{days} days and only you can get it; every download is recorded.',
  },
  routes: { MisDatos: 'My data' },
};
