import Circle from '@mui/icons-material/Circle';
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { HomeMessageStatus } from '../../contracts/messages';

const DOT = { published: 'success.main', correction: 'warning.main', pending: 'info.main' };

/** A kudos' status: the text keeps the theme's contrast, a coloured dot tells them apart. */
export function KudosStatusChip({ status }: { status: HomeMessageStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={<Circle sx={{ '&&': { color: DOT[status] }, fontSize: 10 }} />}
      label={translate(`kudos.status.${status}`)}
    />
  );
}
