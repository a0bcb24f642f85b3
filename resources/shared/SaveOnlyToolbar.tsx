import { SaveButton, Toolbar } from 'react-admin';

/** A form toolbar without delete: for what is kept for good (a setting, a news item). */
export function SaveOnlyToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}
