import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Badge, Box, Collapse, ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useId, useMemo, useState } from 'react';
import {
  Menu,
  MenuItemLink,
  useBasename,
  usePermissions,
  useSidebarState,
  useTranslate,
} from 'react-admin';
import { useLocation } from 'react-router-dom';
import { useDecides } from '../approvals/useDecides';
import { asksWhoDecides, visibleMenu } from './access';

const EMPTY: readonly string[] = [];
import { childIcon, menuIcons } from './icons';
import { type MenuEntry, type MenuEntryStatus, menu } from './menu';

const NO_STATUS: MenuEntryStatus = { hidden: false, count: 0 };
const noStatus = () => NO_STATUS;

/**
 * An open menu's labels wrap onto a second line instead of being cut with an ellipsis (MUI's
 * menu items and react-admin's links keep one line); the collapsed sidebar shows icons only.
 */
const wrappingLabels = {
  whiteSpace: 'normal',
  '& .MuiTypography-root': { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip' },
} as const;

function EntryLink({ entry, nested }: { entry: MenuEntry; nested?: boolean }) {
  const translate = useTranslate();
  const basename = useBasename();
  const [sidebarOpen] = useSidebarState();
  // An entry's hook is its own for the life of the link: the menu table never changes.
  const useEntryStatus = entry.useStatus ?? noStatus;
  const { hidden, count } = useEntryStatus();
  const Icon = nested ? childIcon : (menuIcons[entry.id] ?? childIcon);
  const newTab = entry.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  if (hidden) return null;
  const label = translate(`menu.${entry.id}`);
  return (
    <MenuItemLink
      to={entry.external ? entry.to! : `${basename}${entry.to}`}
      primaryText={
        count > 0 ? (
          <Badge
            badgeContent={count}
            color="primary"
            max={99}
            sx={{ '& .MuiBadge-badge': { right: -16, top: '50%' } }}
          >
            {label}
          </Badge>
        ) : (
          label
        )
      }
      // The badge's figure said in words to a screen reader.
      aria-label={
        count > 0 ? translate('shell.menuCount', { label, smart_count: count }) : undefined
      }
      leftIcon={<Icon />}
      data-menu-entry={entry.id}
      sx={{ ...(nested && { pl: 3 }), ...(sidebarOpen && wrappingLabels) }}
      {...newTab}
    />
  );
}

function MenuGroup({ entry }: { entry: MenuEntry }) {
  const translate = useTranslate();
  const basename = useBasename();
  const { pathname } = useLocation();
  const [sidebarOpen] = useSidebarState();
  const childrenId = useId();
  const containsCurrent = entry.children!.some((child) =>
    pathname.startsWith(`${basename}${child.to}`),
  );
  const [open, setOpen] = useState(containsCurrent);
  const Icon = menuIcons[entry.id] ?? childIcon;
  const label = translate(`menu.${entry.id}`);
  return (
    <>
      <MenuItem
        onClick={() => setOpen(!open)}
        sx={{ color: 'text.secondary', ...(sidebarOpen && wrappingLabels) }}
        aria-expanded={open}
        aria-controls={childrenId}
        data-menu-entry={entry.id}
        title={sidebarOpen ? undefined : label}
      >
        <ListItemIcon>
          <Icon />
        </ListItemIcon>
        <ListItemText primary={label} slotProps={{ primary: { noWrap: !sidebarOpen } }} />
        {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </MenuItem>
      <Collapse in={open} timeout="auto" unmountOnExit id={childrenId}>
        {/* A group of menu items, not a nested list: the menu may only hold items and groups. */}
        <Box role="group" aria-label={label}>
          {entry.children!.map((child) => (
            <EntryLink key={child.id} entry={child} nested />
          ))}
        </Box>
      </Collapse>
    </>
  );
}

/**
 * The side menu, filtered by the user's roles through `visibleMenu`; the approvals' count is asked
 * only of a user some `alsoForDeciders` entry's roles leave out (a substitute without them).
 */
export function PortalMenu() {
  const { permissions } = usePermissions<string[]>();
  const translate = useTranslate();
  const roles = permissions ?? EMPTY;
  const { decides } = useDecides(useMemo(() => asksWhoDecides(menu, roles), [roles]));
  const entries = useMemo(() => visibleMenu(menu, roles, decides === true), [roles, decides]);
  return (
    <nav aria-label={translate('shell.menu')}>
      <Menu>
        {entries.map((entry) =>
          entry.children ? (
            <MenuGroup key={entry.id} entry={entry} />
          ) : (
            <EntryLink key={entry.id} entry={entry} />
          ),
        )}
      </Menu>
    </nav>
  );
}
