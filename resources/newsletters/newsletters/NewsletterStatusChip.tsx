import { Chip, type ChipProps, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { NewsletterStatus } from '../../../contracts/newsletters/newsletters';

/** Fixed dark shades: white small text keeps a WCAG AA contrast in every theme, dark included. */
const STYLE: Record<NewsletterStatus, SxProps<Theme>> = {
  draft: {},
  scheduled: { bgcolor: '#01579b', color: '#fff' },
  current: { bgcolor: '#1b5e20', color: '#fff' },
  expired: { bgcolor: '#616161', color: '#fff' },
};

/** draft, scheduled, current or expired, in words and colour. */
export function NewsletterStatusChip({
  status,
  ...props
}: { status: NewsletterStatus } & Omit<ChipProps, 'label' | 'color' | 'sx'>) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      sx={STYLE[status]}
      variant={status === 'draft' ? 'outlined' : 'filled'}
      label={translate(`newsletters.status.${status}`)}
      {...props}
    />
  );
}
