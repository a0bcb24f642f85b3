import { useTranslate } from 'react-admin';
import type { ReferralStatus } from '../../../contracts/referrals/referrals';
import { DotStatusChip } from '../../shared/DotStatusChip';

/** Each status's dot: in progress in blues and ambers, a hire in green, the other end in grey. */
const STATUS_COLOURS: Record<ReferralStatus, string> = {
  received: 'info.main',
  in_review: 'warning.main',
  interviewed: 'secondary.main',
  hired: 'success.main',
  not_hired: 'text.disabled',
};

/** A referral's status in words (`referrals.status.*`). */
export function ReferralStatusChip({ status }: { status: ReferralStatus }) {
  const translate = useTranslate();
  return (
    <DotStatusChip label={translate(`referrals.status.${status}`)} color={STATUS_COLOURS[status]} />
  );
}
