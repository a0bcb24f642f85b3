import EditIcon from '@mui/icons-material/Edit';
import { IconButton, Tooltip } from '@mui/material';
import type { MouseEvent } from 'react';
import { useBasename } from 'react-admin';
import { Link } from 'react-router-dom';

type RowEditButtonProps = {
  /** The accessible name, naming the record ('Editar «Nómina»'). */
  label: string;
  /** The tooltip, when it says less than the accessible name. */
  tooltip?: string;
} & (
  | { /** The edit form's path under the portal base. */ to: string; onClick?: never }
  | { /** Opens the edit dialog. */ onClick: () => void; to?: never }
);

/** A row's pencil: to the record's edit form, or opening its edit dialog. */
export function RowEditButton({ label, tooltip = label, to, onClick }: RowEditButtonProps) {
  const basename = useBasename();
  // A row may open its record on a click itself: the pencil's click is the pencil's alone.
  const stop = (event: MouseEvent) => event.stopPropagation();
  const icon = <EditIcon fontSize="small" />;
  return (
    <Tooltip title={tooltip}>
      {to !== undefined ? (
        <IconButton
          component={Link}
          to={`${basename}${to}`}
          aria-label={label}
          size="small"
          onClick={stop}
        >
          {icon}
        </IconButton>
      ) : (
        <IconButton
          aria-label={label}
          size="small"
          onClick={(event) => {
            stop(event);
            onClick();
          }}
        >
          {icon}
        </IconButton>
      )}
    </Tooltip>
  );
}
