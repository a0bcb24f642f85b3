import { lazyAdapter } from '../../dataProviders/lazyAdapter';
import { lazyPage, type PortalModule } from '../modules/module';

import { MY_DATA_PATH } from './MyDataMenuItem';

const adapters = () => import('../../dataProviders/privacy');

/**
 * `/MisDatos`, a page of the shell over the privacy kit (not a module): every employee's download
 * of everything the portal holds about them. It opens from the user menu, so it has no side-menu
 * entry; every signed-in employee may open it.
 */
export const privacy: PortalModule = {
  name: 'privacy',
  menu: [],
  routes: [
    {
      path: MY_DATA_PATH,
      Page: lazyPage(
        () => import('./MyDataPage'),
        (m) => m.MyDataPage,
      ),
    },
  ],
  adapters: ({ main }, http) => ({
    'my-data-export': lazyAdapter(adapters, (m) => m.myDataExportAdapter(main, http)),
  }),
  messages: {
    menu: { es: { myData: 'Mis datos' }, en: { myData: 'My data' } },
    es: () => import('./i18n/es').then((m) => m.es),
    en: () => import('./i18n/en').then((m) => m.en),
  },
};
