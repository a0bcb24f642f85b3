import { access } from '../../auth/access';
import type { ModulePolicy } from '../types';

const readers = access.users('benefits');
const owners = access.owners('benefits');

/** Benefits users read the catalogue and its locations, Benefits_Owner writes; geography is for all. */
export const benefitsPolicy: ModulePolicy = {
  'GET /BenefitsDiscount/GetBenefitsDiscount': readers,
  'GET /BenefitsDiscount/GetBenefitsDiscountTable': owners,
  'GET /BenefitsDiscount/:id': readers,
  'POST /BenefitsDiscount': owners,
  'PUT /BenefitsDiscount/:id': owners,
  'DELETE /BenefitsDiscount/:id': owners,
  'GET /BenefitLink': readers,
  'GET /BenefitLink/:id': readers,
  'POST /BenefitLink': owners,
  'PUT /BenefitLink/:id': owners,
  'DELETE /BenefitLink/:id': owners,
  'GET /BenefitsCategory': readers,
  'GET /BenefitsCategory/:id': readers,
  'POST /BenefitsCategory': owners,
  'PUT /BenefitsCategory/:id': owners,
  'DELETE /BenefitsCategory/:id': owners,
  'GET /Benefits': readers,
  'GET /Benefits/:id': readers,
  'POST /Benefits': owners,
  'PUT /Benefits/:id': owners,
  'DELETE /Benefits/:id': owners,
  'GET /PageSettings': readers,
  'POST /PageSettings': owners,
  'PUT /PageSettings/:id': owners,

  'GET /Provinces': access.employee,
  'GET /Provinces/:provinceId/Cantons': access.employee,
  'GET /Provinces/:provinceId/Cantons/:cantonId/Districts': access.employee,
  // The official boundaries: System_Admin loads them; whoever edits locations reads their boxes.
  'POST /Geography/Boundaries': access.admin,
  'GET /Geography/Boundaries/:code': owners,
  'GET /BenefitsLocation': readers,
  'GET /BenefitsLocation/FindByProvincia': readers,
  'GET /BenefitsLocation/FindByProvinciaCanton': readers,
  'GET /BenefitsLocation/:id': readers,
  'POST /BenefitsLocation': owners,
  'PUT /BenefitsLocation/:id': owners,
  'DELETE /BenefitsLocation/:id': owners,
};
