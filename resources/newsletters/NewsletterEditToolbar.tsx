import { SaveButton, Toolbar, useBasename } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { NewsletterDeleteButton } from './NewsletterDeleteButton';

/** Save, or delete after a 'Sí' (react-admin's own delete would confirm in its own words). */
export function NewsletterEditToolbar() {
  const navigate = useNavigate();
  const basename = useBasename();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <NewsletterDeleteButton
        variant="button"
        onDeleted={() => navigate(`${basename}/newsletters/list`)}
      />
    </Toolbar>
  );
}
