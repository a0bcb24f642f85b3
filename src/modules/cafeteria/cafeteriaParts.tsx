import { MenuItem, Stack, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import { type InvoiceStatus, MAX_CART_AMOUNT } from '../../../contracts/cafeteria/cafeteria';
import { holdsAny, ownersOf, usersOf } from '../../../contracts/catalogue';
import { DotStatusChip } from '../../../resources/shared/DotStatusChip';

/** The signed-in employee's badge: the cart's `uid` and, with '01' before it, the ERP's badgeUser. */
export function useBadge(): string | undefined {
  const { identity } = useGetIdentity();
  return identity ? String(identity.id) : undefined;
}

/** Who keeps the cafeterias' reference data: the payroll owners. */
export function useIsCafeteriaOwner(): boolean {
  const { permissions } = usePermissions<string[]>();
  return holdsAny(ownersOf('payroll'), permissions);
}

/** My invoices live in the payroll pages: only its users open them. */
export function useSeesInvoices(): boolean {
  const { permissions } = usePermissions<string[]>();
  return holdsAny(usersOf('payroll'), permissions);
}

/** A page of the module: the main landmark, its title in the top bar, then its content. */
export function CafeteriaPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="main" spacing={2} sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1100, minWidth: 0 }}>
      <Title title={title} />
      {children}
    </Stack>
  );
}

const STATUS_COLOR = {
  pending: 'warning.main',
  deducted: 'success.main',
  cancelled: 'text.disabled',
} as const;

/** An invoice's status in words, told apart by its dot. */
export function InvoiceStatusChip({ status }: { status: InvoiceStatus }) {
  const translate = useTranslate();
  return (
    <DotStatusChip color={STATUS_COLOR[status]} label={translate(`cafeteria.status.${status}`)} />
  );
}

const AMOUNTS = Array.from({ length: MAX_CART_AMOUNT }, (_, index) => index + 1);

/** A quantity picker (1 to the cart's most), labelled for screen readers. */
export function AmountSelect({
  value,
  label,
  onChange,
  disabled,
}: {
  value: number;
  label: string;
  onChange: (amount: number) => void;
  disabled?: boolean;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(Number(event.target.value))}
      sx={{ width: '6.5rem' }}
    >
      {AMOUNTS.map((amount) => (
        <MenuItem key={amount} value={amount}>
          {amount}
        </MenuItem>
      ))}
    </TextField>
  );
}
