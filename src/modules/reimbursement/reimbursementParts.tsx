import { Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useLocaleState, usePermissions, useTranslate } from 'react-admin';
import { holdsAny, ownersOf } from '../../../contracts/catalogue';
import type { ReimbursementStatus } from '../../../contracts/reimbursement/reimbursement';
import { DotStatusChip } from '../../../resources/shared/DotStatusChip';

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

/** Integer céntimos as colones in the reader's language (₡125 000,50 in Spanish). */
export function useColones(): (minor: number) => string {
  const [locale] = useLocaleState();
  const format = new Intl.NumberFormat(locale === 'es' ? 'es-CR' : 'en-US', {
    style: 'currency',
    currency: 'CRC',
    minimumFractionDigits: 2,
  });
  return (minor) => format.format(minor / 100);
}

const STATUS_COLOURS: Record<ReimbursementStatus, string> = {
  submitted: 'info.main',
  approved: 'success.main',
  rejected: 'error.main',
  cancelled: 'text.disabled',
};

/** A request's status in words, told apart by a coloured dot. */
export function StatusChip({ status }: { status: ReimbursementStatus }) {
  const translate = useTranslate();
  return (
    <DotStatusChip
      label={translate(`reimbursement.status.${status}`)}
      color={STATUS_COLOURS[status]}
    />
  );
}
