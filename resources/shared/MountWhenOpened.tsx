import { type ReactNode, Suspense, useState } from 'react';

/**
 * Renders a lazily loaded dialog from the first time it opens on (so closing still animates):
 * dialogs the shell and the home page may never show stay out of their first download.
 */
export function MountWhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
