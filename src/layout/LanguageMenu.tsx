import LanguageIcon from '@mui/icons-material/Language';
import { Box, Button, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import {
  type DataProvider,
  useDataProvider,
  useGetIdentity,
  useLocales,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import type { Language } from '../../contracts/language';
import type { NotificationCalls } from '../../dataProviders/notifications';
import { localeShown } from '../i18n';

/**
 * Language switch es/en, remembered by react-admin's store (its own button has no accessible name)
 * and, when signed in, saved as the employee's: the server writes their notices and e-mails in it.
 */
export function LanguageMenu() {
  const translate = useTranslate();
  const locales = useLocales();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const { identity } = useGetIdentity();
  const dataProvider = useDataProvider<DataProvider & NotificationCalls>();
  const current = locales.find((l) => l.locale === locale)?.name ?? locale;
  return (
    <>
      <Button
        color="inherit"
        startIcon={<LanguageIcon />}
        aria-label={`${translate('portal.language')}: ${current}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, md: 1 } } }}
      >
        <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
          {current}
        </Box>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {locales.map(({ locale: code, name }) => (
          <MenuItem
            key={code}
            lang={code}
            selected={code === locale}
            onClick={() => {
              setAnchor(null);
              // The portal switches at once; the save follows in the new language (every call says
              // the language shown), and a failed one only leaves the server's choice as it was.
              setLocale(code);
              void localeShown(code as Language)
                .then(() =>
                  identity
                    ? dataProvider.saveLanguage('notifications', { language: code as Language })
                    : undefined,
                )
                .catch(() => undefined);
            }}
          >
            {name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
