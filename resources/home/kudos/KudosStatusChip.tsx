import { useTranslate } from 'react-admin';
import type { HomeMessageStatus } from '../../../contracts/home/messages';
import { DotStatusChip } from '../../shared/DotStatusChip';

const DOT = { published: 'success.main', correction: 'warning.main', pending: 'info.main' };

/** A kudos' status: published, sent back for correction, or pending. */
export function KudosStatusChip({ status }: { status: HomeMessageStatus }) {
  const translate = useTranslate();
  return <DotStatusChip label={translate(`kudos.status.${status}`)} color={DOT[status]} />;
}
