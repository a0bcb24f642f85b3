import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Button, IconButton, Tooltip } from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/** A toolbar button to a create form (a SPEC §2 path under the portal base). */
export function CreateLinkButton({ to, label }: { to: string; label: string }) {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Button component={Link} to={`${basename}${to}`} startIcon={<AddIcon />} size="small">
      {translate(label)}
    </Button>
  );
}

/** A row's pencil to its edit form; its accessible name says which record. */
export function EditLinkButton({ to, name }: { to: string; name: string }) {
  const translate = useTranslate();
  const basename = useBasename();
  const label = translate('homeSettings.actions.edit', { name });
  return (
    <Tooltip title={label}>
      <IconButton component={Link} to={`${basename}${to}`} aria-label={label} size="small">
        <EditIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
