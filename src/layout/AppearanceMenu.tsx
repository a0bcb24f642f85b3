import Check from '@mui/icons-material/Check';
import PaletteIcon from '@mui/icons-material/Palette';
import {
  IconButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Menu,
  MenuItem,
  Tooltip,
} from '@mui/material';
import { useState } from 'react';
import { useStore, useTranslate } from 'react-admin';
import {
  DEFAULT_LAYOUT,
  DEFAULT_THEME,
  type LayoutMode,
  layoutModes,
  type ThemeName,
  themeNames,
} from './themes';

export const THEME_STORE_KEY = 'portal.theme';
export const LAYOUT_STORE_KEY = 'portal.layout';

export const useThemeName = () => useStore<ThemeName>(THEME_STORE_KEY, DEFAULT_THEME);
export const useLayoutMode = () => useStore<LayoutMode>(LAYOUT_STORE_KEY, DEFAULT_LAYOUT);

/** Theme and layout settings of SPEC §9, chosen by the user and remembered (react-admin store). */
export function AppearanceMenu() {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [theme, setTheme] = useThemeName();
  const [layout, setLayout] = useLayoutMode();
  const label = translate('shell.appearance.title');
  const checkmark = (selected: boolean) => (
    <ListItemIcon>{selected ? <Check fontSize="small" /> : null}</ListItemIcon>
  );
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="menu"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <PaletteIcon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <ListSubheader>{translate('shell.appearance.theme')}</ListSubheader>
        {themeNames.map((name) => (
          <MenuItem
            key={name}
            role="menuitemradio"
            aria-checked={theme === name}
            selected={theme === name}
            onClick={() => setTheme(name)}
          >
            {checkmark(theme === name)}
            <ListItemText>{translate(`shell.appearance.themes.${name}`)}</ListItemText>
          </MenuItem>
        ))}
        <ListSubheader>{translate('shell.appearance.layout')}</ListSubheader>
        {layoutModes.map((mode) => (
          <MenuItem
            key={mode}
            role="menuitemradio"
            aria-checked={layout === mode}
            selected={layout === mode}
            onClick={() => setLayout(mode)}
          >
            {checkmark(layout === mode)}
            <ListItemText>{translate(`shell.appearance.layouts.${mode}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
