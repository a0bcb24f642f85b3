import { SaveButton, Toolbar } from 'react-admin';

/** The toolbar of a setting that always exists: it is saved, never deleted. */
export function SaveOnlyToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}
