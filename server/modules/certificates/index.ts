import type { ServerModule } from '../types';
import { certificatesMessages } from './i18n';
import * as certificates0029 from './migrations/0029_certificates';
import { certificateRegisterPolicy, certificatesPolicy } from './policy';
import { certificateRegisterRoutes, certificateRoutes } from './routes';
import { seedCertificates } from './seed';
import { certificatesPersonalData } from './personalData';

/**
 * Certificates: the employee's own employment and salary certificates with their public
 * verification, the food-handler review, and the owners' register with revocation.
 */
export const certificates: ServerModule = {
  name: 'certificates',
  services: {
    certificates: { policy: certificatesPolicy, routes: certificateRoutes },
    main: { policy: certificateRegisterPolicy, routes: certificateRegisterRoutes },
  },
  migrations: { '0029_certificates': certificates0029 },
  seed: seedCertificates,
  messages: certificatesMessages,
  personalData: certificatesPersonalData,
};
