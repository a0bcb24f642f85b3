import { Container, CssBaseline, type Theme, useMediaQuery } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useEffect, useMemo } from 'react';
import { Layout, LayoutClasses, useSidebarState, useTranslate } from 'react-admin';
import { InactivityGuard } from '../auth/inactivity/InactivityGuard';
import { useRolesFollowSession } from '../auth/useRolesFollowSession';
import { OfflineBanner } from '../pwa/OfflineBanner';
import { UpdatePrompt } from '../pwa/UpdatePrompt';
import { useLayoutMode, useThemeName } from './AppearanceMenu';
import { Breadcrumbs } from './Breadcrumbs';
import { PortalAppBar } from './PortalAppBar';
import { PortalMenu } from './PortalMenu';
import { PortalSidebar } from './PortalSidebar';
import { RefusedPageNotice } from './RefusedPageNotice';
import { themes } from './themes';
import { withTranslatedLabels } from './translatedTheme';

/** The sidebar is collapsed below 1200 px (and a drawer below 768 px, react-admin's own rule). */
function useSidebarFollowsWidth() {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'), { noSsr: true });
  const [, setOpen] = useSidebarState();
  useEffect(() => setOpen(!isSmall), [isSmall, setOpen]);
}

/**
 * The page is as wide as the screen, never as wide as its widest content (react-admin's own
 * `fit-content`): wide content scrolls inside its own box, and menus measure the width they get.
 */
const FIT_TO_SCREEN = { minWidth: 0, [`& .${LayoutClasses.content}`]: { minWidth: 0 } } as const;

function Shell({ children }: { children: ReactNode }) {
  const [layout] = useLayoutMode();
  useSidebarFollowsWidth();
  useRolesFollowSession();
  return (
    <Layout appBar={PortalAppBar} menu={PortalMenu} sidebar={PortalSidebar} sx={FIT_TO_SCREEN}>
      <InactivityGuard />
      <OfflineBanner />
      <UpdatePrompt />
      <Breadcrumbs />
      <RefusedPageNotice />
      {layout === 2 ? (
        <Container maxWidth="lg" disableGutters>
          {children}
        </Container>
      ) : (
        children
      )}
    </Layout>
  );
}

/** The one layout of every screen but sign-in and 404, in the user's theme and layout. */
export function PortalLayout({ children }: { children: ReactNode }) {
  const [themeName] = useThemeName();
  const translate = useTranslate();
  const theme = useMemo(
    () => withTranslatedLabels(themes[themeName] ?? themes.light, translate),
    [themeName, translate],
  );
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Shell>{children}</Shell>
    </ThemeProvider>
  );
}
