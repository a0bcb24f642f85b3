import type { ApiUser } from '../../../auth/apiTokens';
import type { Upload } from '../../../files/storage';

/** Who reads: owners (Benefits_Owner, System_Admin) also see inactive rows. */
export type Reader = Pick<ApiUser, 'role'>;

export const now = () => new Date().toISOString();

/** The upload sent in `field`, if any (the "no image" placeholder -1 is a text field, not a file). */
export const uploadIn = (files: Upload[], field: string): Upload | undefined =>
  files.find((file) => file.field === field);
