import { access } from '../../auth/access';
import { pathRules } from '../../http/simpleRest';
import type { ModulePolicy } from '../types';

const readers = access.users('benefits');
const owners = access.owners('benefits');

/** A catalogue resource at `path`: its list and records for the readers, its writes the owners'. */
const catalogue = (path: string) => ({
  ...pathRules(path, readers, ['list', 'one']),
  ...pathRules(path, owners, ['create', 'update', 'remove']),
});

/** Benefits users read the catalogue and its locations, Benefits_Owner writes; geography is for all. */
export const benefitsPolicy: ModulePolicy = {
  'GET /BenefitsDiscount/GetBenefitsDiscount': readers,
  'GET /BenefitsDiscount/GetBenefitsDiscountTable': owners,
  'GET /BenefitsDiscount/:id': readers,
  'POST /BenefitsDiscount': owners,
  'PUT /BenefitsDiscount/:id': owners,
  'DELETE /BenefitsDiscount/:id': owners,
  ...catalogue('/BenefitLink'),
  ...catalogue('/BenefitsCategory'),
  ...catalogue('/Benefits'),
  'GET /PageSettings': readers,
  'POST /PageSettings': owners,
  'PUT /PageSettings/:id': owners,

  'GET /Provinces': access.employee,
  'GET /Provinces/:provinceId/Cantons': access.employee,
  'GET /Provinces/:provinceId/Cantons/:cantonId/Districts': access.employee,
  ...catalogue('/BenefitsLocation'),
  'GET /BenefitsLocation/FindByProvincia': readers,
  'GET /BenefitsLocation/FindByProvinciaCanton': readers,
};
