import { isOwnerOf } from '../../../contracts/catalogue';
import type { ApiUser } from '../../auth/apiTokens';

/** The appointments' owners: the medical staff (and System_Admin) see inactive records too. */
export const isStaff = (user: ApiUser) => isOwnerOf('appointments', user.role);
