import PrivacyTipIcon from '@mui/icons-material/PrivacyTip';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useBasename, useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';

/** The caller's own data. */
export const MY_DATA_PATH = '/MisDatos';

/** "My data" in the user menu, for every employee. */
export function MyDataMenuItem() {
  const translate = useTranslate();
  const basename = useBasename();
  const userMenu = useUserMenu();
  return (
    <MenuItem
      component={Link}
      to={`${basename}${MY_DATA_PATH}`}
      onClick={() => userMenu?.onClose()}
    >
      <ListItemIcon>
        <PrivacyTipIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('menu.myData')}</ListItemText>
    </MenuItem>
  );
}
