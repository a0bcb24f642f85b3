import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import type { ReactElement } from 'react';
import { useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

export type ListCreateButtonProps = {
  /** i18n key of the button's text. */
  label: string;
  /** Another icon than the plus. */
  icon?: ReactElement;
} & (
  | { /** The create form's path under the portal base. */ to: string; onClick?: never }
  | { /** Opens the create dialog. */ onClick: () => void; to?: never }
);

/** A list's create button: to its create form, or opening its create dialog. */
export function ListCreateButton({
  label,
  icon = <AddIcon />,
  to,
  onClick,
}: ListCreateButtonProps) {
  const translate = useTranslate();
  const basename = useBasename();
  const text = translate(label);
  return to !== undefined ? (
    <Button component={Link} to={`${basename}${to}`} startIcon={icon} size="small">
      {text}
    </Button>
  ) : (
    <Button startIcon={icon} size="small" onClick={onClick}>
      {text}
    </Button>
  );
}
