import Circle from '@mui/icons-material/Circle';
import { Chip } from '@mui/material';

interface DotStatusChipProps {
  label: string;
  /** The dot's theme colour ('success.main'). */
  color: string;
}

/** A status in words, told apart by a coloured dot: the text keeps the theme's contrast. */
export function DotStatusChip({ label, color }: DotStatusChipProps) {
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={<Circle sx={{ '&&': { color }, fontSize: 10 }} />}
      label={label}
    />
  );
}
