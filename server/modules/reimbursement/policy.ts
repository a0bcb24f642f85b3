import { access, fromParams } from '../../auth/access';
import type { ModulePolicy } from '../types';
import { approvalResourceRules } from '../../approvals/policy';

/** The owners' inbox: Reimbursement_Owner and System_Admin decide every request but their own. */
const owners = access.owners('reimbursement');

/**
 * Every signed-in employee asks for reimbursements (the module has no user role). A request and
 * its documents are open at the door to any employee and read only by their author and the
 * owners (404 for anyone else, checked by the store), so a guessed id reveals nothing; only the
 * author withdraws it (404 for anyone else).
 */
export const reimbursementPolicy: ModulePolicy = {
  'GET /EducationalReimbursement': access.employee,
  'GET /EducationalReimbursement/GetLatestPA/:id': access.self('employeeid', fromParams('id')),
  'POST /EducationalReimbursement': access.employee,
  'GET /EducationalReimbursement/GetInformationLists': access.employee,
  'GET /EducationalReimbursement/GetCarrers': access.employee,
  'GET /EducationalReimbursement/IsDuplicateInvoce/:invoice': access.employee,
  'GET /EducationalReimbursement/GetStudiesCategory': access.employee,
  'GET /EducationalReimbursement/AllowNewRequest': access.employee,
  'GET /EducationalReimbursement/AllowRequestType/:type': access.employee,
  'GET /EducationalReimbursement/:id': access.employee,
  'DELETE /EducationalReimbursement/:id': access.employee,
  'GET /EducationalReimbursement/:id/Documents/:documentId': access.employee,
  ...approvalResourceRules('reimbursement-approvals', owners),
};
