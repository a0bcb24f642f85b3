import type { ReactNode } from 'react';
import { SaveButton, Toolbar } from 'react-admin';

/**
 * An edit form's toolbar: Save, and at the other end the record's own delete button (one that
 * asks for a 'Sí' in the portal's words; react-admin's would confirm in its own).
 */
export function SaveAndDeleteToolbar({ deleteButton }: { deleteButton: ReactNode }) {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {deleteButton}
    </Toolbar>
  );
}
