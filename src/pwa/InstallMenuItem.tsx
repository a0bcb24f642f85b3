import InstallMobile from '@mui/icons-material/InstallMobile';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { useStore, useTranslate, useUserMenu } from 'react-admin';
import { installOffer } from './serviceWorker';

/** Whether the user was offered the install once already (accepted or not): it is not offered again. */
const OFFERED_STORE_KEY = 'portal.installOffered';

/**
 * "Install the portal" in the user menu, where the browser offers it (Chromium's install prompt)
 * and only until the user has answered it once.
 */
export function InstallMenuItem() {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  const offer = useSyncExternalStore(installOffer.subscribe, installOffer.get);
  const [offered, setOffered] = useStore<boolean>(OFFERED_STORE_KEY, false);
  if (!offer || offered) return null;
  return (
    <MenuItem
      onClick={() => {
        userMenu?.onClose();
        setOffered(true);
        installOffer.set(null);
        void offer.prompt();
      }}
    >
      <ListItemIcon>
        <InstallMobile fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('shell.install')}</ListItemText>
    </MenuItem>
  );
}
