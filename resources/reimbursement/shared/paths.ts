import type { Identifier } from 'react-admin';

/** The caller's requests and the adapter's resource (dataProviders/reimbursement). */
export const RESOURCE = 'my-reimbursements';
/** One request with its documents and history (its author's or, for owners, anyone's). */
export const DETAILS_RESOURCE = 'reimbursement-details';
/** The owners' inbox: the portal's own resource (ra-data-simple-rest). */
export const APPROVALS_RESOURCE = 'reimbursement-approvals';

export const NEW_PATH = '/ReembolsoEducativo/Nuevo';
export const LIST_PATH = '/ReembolsoEducativo/ListaReembolsos';
export const APPROVALS_PATH = '/ReembolsoEducativo/Aprobaciones';
const DETAIL_PATH = '/ReembolsoEducativo/Detalle';

/** One request's page: its id in the query, as the contract's route has no id in the path. */
export const detailPath = (id: Identifier) => `${DETAIL_PATH}?id=${encodeURIComponent(String(id))}`;
export { DETAIL_PATH };
