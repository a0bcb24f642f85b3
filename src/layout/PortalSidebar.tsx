import { type Theme, useMediaQuery } from '@mui/material';
import { useState } from 'react';
import { Sidebar, type SidebarProps, useSidebarState } from 'react-admin';

/**
 * react-admin's sidebar, whose phone drawer opens only when opened on a phone. The open state a
 * wider screen left (stored, or kept while the window narrows) would open the drawer for a moment
 * until the layout closes it, and a modal closed that fast leaves the page aria-hidden.
 */
export function PortalSidebar(props: SidebarProps) {
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [open] = useSidebarState();
  const [seen, setSeen] = useState({ open, isPhone, openedOnPhone: false });
  if (seen.open !== open || seen.isPhone !== isPhone) {
    // Opened now on a phone that was one already (the menu button), or still open since then.
    const openedOnPhone = isPhone && open && seen.isPhone && (seen.openedOnPhone || !seen.open);
    setSeen({ open, isPhone, openedOnPhone });
  }
  return isPhone ? <Sidebar {...props} open={seen.openedOnPhone} /> : <Sidebar {...props} />;
}
