import { lazyAdapter } from '../../dataProviders/lazyAdapter';
import { MY_RECORD_READS } from '../../dataProviders/privacyReads';
import { lazyPage, type PortalModule } from '../modules/module';

/** The page of the caller's own data, in the user menu. */
export const MY_DATA_PATH = '/MisDatos';

const adapters = () => import('../../dataProviders/privacyReads');

/** Who read my records: every employee's list of the reads of their records by someone else. */
export const privacyReads: PortalModule = {
  name: 'privacyReads',
  routes: [
    {
      path: MY_DATA_PATH,
      Page: lazyPage(
        () => import('./ReadersOfMyRecordsPage'),
        (m) => m.ReadersOfMyRecordsPage,
      ),
    },
  ],
  adapters: ({ main }, http) => ({
    [MY_RECORD_READS]: lazyAdapter(adapters, (m) => m.myRecordReadsAdapter(main, http)),
  }),
  messages: {
    // The user menu's entry, shown before the page's texts are read.
    menu: { es: { myData: 'Mis datos' }, en: { myData: 'My data' } },
    es: () => import('./i18n/readsEs').then((m) => m.es),
    en: () => import('./i18n/readsEn').then((m) => m.en),
  },
};
