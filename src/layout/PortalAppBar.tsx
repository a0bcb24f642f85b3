import { Box, Link, useMediaQuery, type Theme } from '@mui/material';
import { AppBar, Logout, TitlePortal, UserMenu, useBasename, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { AppearanceMenu, useLayoutMode } from './AppearanceMenu';
import { GlobalSearch } from './GlobalSearch';
import { LanguageMenu } from './LanguageMenu';
import { NotificationBell } from './NotificationBell';
import { MyDataMenuItem } from '../privacy/MyDataMenuItem';
import { InstallMenuItem } from '../pwa/InstallMenuItem';

/** Top bar: portal name, search, appearance, language, and the user menu with logout. */
export function PortalAppBar() {
  const translate = useTranslate();
  const basename = useBasename();
  const [layout] = useLayoutMode();
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <AppBar
      alwaysOn={layout === 1}
      userMenu={
        <UserMenu>
          <MyDataMenuItem />
          <InstallMenuItem />
          <Logout />
        </UserMenu>
      }
      toolbar={
        <>
          <GlobalSearch />
          <NotificationBell />
          <AppearanceMenu />
          <LanguageMenu />
        </>
      }
    >
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'baseline', gap: 2 }}>
        {!isPhone && (
          <Link
            component={RouterLink}
            to={`${basename}/Inicio`}
            color="inherit"
            underline="none"
            variant="h6"
            noWrap
            sx={{ flexShrink: 0 }}
          >
            {translate('portal.name')}
          </Link>
        )}
        {/* Pages put their title here (react-admin <Title>): the page's heading. */}
        <TitlePortal component="h1" variant="subtitle1" sx={{ opacity: 0.9 }} />
      </Box>
    </AppBar>
  );
}
