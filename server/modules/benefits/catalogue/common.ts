import type { ApiUser } from '../../../auth/apiTokens';

/** Who reads: owners (Benefits_Owner, System_Admin) also see inactive rows. */
export type Reader = Pick<ApiUser, 'role'>;

export const now = () => new Date().toISOString();
