import { lazyAdapter } from '../../dataProviders/lazyAdapter';
import { MY_RECORD_READS } from '../../dataProviders/privacyReads';
import { lazyPage, type PortalModule } from '../modules/module';

import { MY_DATA_PATH } from './MyDataMenuItem';

const adapters = () => import('../../dataProviders/privacy');
const readsAdapters = () => import('../../dataProviders/privacyReads');

/**
 * `/MisDatos`, a page of the shell over the privacy kit (not a module): every employee's download
 * of everything the portal holds about them, and who else read their records. It opens from the user menu, so it has no side-menu
 * entry; every signed-in employee may open it.
 */
export const privacy: PortalModule = {
  name: 'privacy',
  menu: [],
  routes: [{ path: MY_DATA_PATH, Page: lazyPage(() => import('./MyDataPage'), 'MyDataPage') }],
  adapters: ({ main }, http) => ({
    'my-data-export': lazyAdapter(adapters, (m) => m.myDataExportAdapter(main, http)),
    [MY_RECORD_READS]: lazyAdapter(readsAdapters, (m) => m.myRecordReadsAdapter(main, http)),
    'privacy-erasures': lazyAdapter(adapters, (m) => m.privacyErasuresAdapter(main, http)),
  }),
  messages: {
    menu: { es: { myData: 'Mis datos' }, en: { myData: 'My data' } },
    // The download's words and those of the list of reads (ReadersOfMyRecords).
    es: () =>
      Promise.all([import('./i18n/es'), import('./i18n/readsEs')]).then(([download, reads]) => ({
        ...download.es,
        ...reads.es,
      })),
    en: () =>
      Promise.all([import('./i18n/en'), import('./i18n/readsEn')]).then(([download, reads]) => ({
        ...download.en,
        ...reads.en,
      })),
  },
};
