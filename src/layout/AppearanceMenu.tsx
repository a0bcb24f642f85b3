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

const THEME_STORE_KEY = 'portal.theme';
const LAYOUT_STORE_KEY = 'portal.layout';

export const useThemeName = () => useStore<ThemeName>(THEME_STORE_KEY, DEFAULT_THEME);
export const useLayoutMode = () => useStore<LayoutMode>(LAYOUT_STORE_KEY, DEFAULT_LAYOUT);

/** A titled group of radio menu items; an array so MUI Menu sees its items as direct children. */
function choiceGroup<T extends string | number>(
  title: string,
  choices: readonly T[],
  current: T,
  choose: (choice: T) => void,
  label: (choice: T) => string,
) {
  return [
    <ListSubheader key={`title-${title}`}>{title}</ListSubheader>,
    ...choices.map((choice) => (
      <MenuItem
        key={choice}
        role="menuitemradio"
        aria-checked={current === choice}
        selected={current === choice}
        onClick={() => choose(choice)}
      >
        <ListItemIcon>{current === choice ? <Check fontSize="small" /> : null}</ListItemIcon>
        <ListItemText>{label(choice)}</ListItemText>
      </MenuItem>
    )),
  ];
}

/** Theme and layout settings, chosen by the user and remembered (react-admin store). */
export function AppearanceMenu() {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [theme, setTheme] = useThemeName();
  const [layout, setLayout] = useLayoutMode();
  const label = translate('shell.appearance.title');

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
        {choiceGroup(translate('shell.appearance.theme'), themeNames, theme, setTheme, (name) =>
          translate(`shell.appearance.themes.${name}`),
        )}
        {choiceGroup(translate('shell.appearance.layout'), layoutModes, layout, setLayout, (mode) =>
          translate(`shell.appearance.layouts.${mode}`),
        )}
      </Menu>
    </>
  );
}
