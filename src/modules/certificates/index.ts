import Badge from '@mui/icons-material/Badge';
import { ownersOf } from '../../../contracts/catalogue';
import type { RegisterCertificate } from '../../../contracts/certificates/certificates';
import { lazyAdapter } from '../../../dataProviders/lazyAdapter';
import { findInList, lazyPage, type PortalModule, representedBy } from '../module';
import {
  HOME_PATH,
  REGISTER_PATH,
  REGISTER_RESOURCE,
} from '../../../resources/certificates/shared/paths';

const adapters = () => import('../../../dataProviders/certificates/certificates');
/** Payroll_Owner and System_Admin keep the register (the module has no roles of its own). */
const owners = ownersOf('payroll');

/**
 * Certificates (constancias): every employee's page to ask for one, download it and share its
 * verification link, with their food-handler review; the owners' register, where one is revoked.
 */
export const certificates: PortalModule = {
  name: 'certificates',
  menu: [
    {
      id: 'certificates',
      children: [
        { id: 'certificatesMine', to: HOME_PATH },
        { id: 'certificatesRegister', to: REGISTER_PATH, roles: owners },
      ],
    },
  ],
  routes: [
    { path: HOME_PATH, Page: lazyPage(() => import('./CertificatesPage'), 'CertificatesPage') },
    {
      path: REGISTER_PATH,
      roles: owners,
      Page: lazyPage(
        () =>
          import('../../../resources/certificates/certificates-register/CertificateRegisterList'),
        'CertificateRegisterList',
      ),
    },
  ],
  search: [
    {
      // Owners find a certificate by the employee's name or badge, or its verification code.
      id: 'certificates',
      label: 'search.certificates',
      roles: owners,
      ...findInList<RegisterCertificate>(
        REGISTER_RESOURCE,
        (q) => ({ q }),
        (certificate) => ({
          id: certificate.id,
          label: `${certificate.employeeName} · ${certificate.verificationCode}`,
          detail: certificate.employeeBadge,
          to: `${REGISTER_PATH}?${new URLSearchParams({
            filter: JSON.stringify({ q: certificate.verificationCode }),
          })}`,
        }),
        { field: 'createdAt', order: 'DESC' },
      ),
    },
  ],
  restResources: [REGISTER_RESOURCE],
  adapters: (services, http, functionKeys, todayToken) => ({
    'my-certificates': lazyAdapter(adapters, (m) =>
      m.myCertificatesAdapter(services.certificates, http, functionKeys.certificates),
    ),
    'food-handler-review': lazyAdapter(adapters, (m) =>
      m.foodHandlerReviewAdapter(services.certificates, http, todayToken),
    ),
  }),
  // A revocation is audited: the trail names the certificate by its verification code.
  audited: {
    certificate: {
      resource: REGISTER_RESOURCE,
      // What the document states is not what a revocation changes.
      hidden: ['statement'],
      nameOf: (snapshot) =>
        typeof snapshot.verification_code === 'string' ? snapshot.verification_code : undefined,
      page: () => REGISTER_PATH,
    },
  },
  resources: [
    {
      name: REGISTER_RESOURCE,
      label: 'certificates.register.title',
      icon: Badge,
      recordRepresentation: representedBy('verificationCode', 'employeeName'),
      list: REGISTER_PATH,
    },
  ],
  messages: {
    menu: {
      es: {
        certificates: 'Constancias',
        certificatesMine: 'Mis constancias',
        certificatesRegister: 'Registro de constancias',
      },
      en: {
        certificates: 'Certificates',
        certificatesMine: 'My certificates',
        certificatesRegister: 'Certificate register',
      },
    },
    es: () => import('./i18n/es').then((m) => m.es),
    en: () => import('./i18n/en').then((m) => m.en),
  },
};
