import { Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useGetOne, usePermissions } from 'react-admin';
import { holdsAny, ownersOf } from '../../../contracts/catalogue';
import type { ReferenceOption } from '../../../contracts/reimbursement/reimbursement';
import type { ReimbursementOptions } from '../../../dataProviders/reimbursement/reimbursement';

/** Reimbursement_Owner and System_Admin: they decide anyone's requests. */
export const REIMBURSEMENT_OWNERS = ownersOf('reimbursement');

/** Whether the signed-in user decides requests (the inbox, the decision on a request's page). */
export function useIsReimbursementOwner(): boolean {
  const { permissions } = usePermissions<string[]>();
  return holdsAny(REIMBURSEMENT_OWNERS, permissions);
}

/** A page of the module: the main landmark, its title in the top bar, then its content. */
export function ReimbursementPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="main" spacing={2} sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960, minWidth: 0 }}>
      <Title title={title} />
      {children}
    </Stack>
  );
}

const nameIn = (list: readonly ReferenceOption[] | undefined, code: string) =>
  list?.find((option) => option.id.toLowerCase() === code.toLowerCase())?.name ?? code;

/**
 * A request's type and category in the reader's language: requests keep the lists' codes
 * ('Educational'), the lists name them (GetInformationLists, GetStudiesCategory); a code no longer
 * listed (Tech Academy's category is its type) shows as it is.
 */
export function useOptionNames() {
  const { data } = useGetOne<ReimbursementOptions>('reimbursement-options', { id: 'current' });
  return {
    type: (code: string) => nameIn(data?.reimbursementTypes, code),
    category: (code: string) =>
      nameIn(data?.categories, code) === code
        ? nameIn(data?.reimbursementTypes, code)
        : nameIn(data?.categories, code),
  };
}
