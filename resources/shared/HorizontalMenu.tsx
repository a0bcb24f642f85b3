import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import { Box, Button, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactElement,
} from 'react';
import { LinkBase, useBasename, useTranslate } from 'react-admin';

export interface HorizontalMenuItem {
  /** Shown as is, or translated when it is a message key. */
  label: string;
  /** A portal path such as '/Ventas/Home'; the app's base path is added. */
  to?: string;
  onClick?: () => void;
  icon?: ReactElement;
}

export interface HorizontalMenuProps {
  items: HorizontalMenuItem[];
  /** Accessible name of the navigation landmark, translated by the caller; 'Menú' by default. */
  'aria-label'?: string;
}

/** Space between two items, in px (the measuring row uses the same). */
const GAP = 8;

/**
 * How many items fit in `available` px: all of them when their widths add up, else as many as
 * fit beside the 'More' button. Widths are in order; `gap` separates neighbours.
 */
export function countFittingItems(
  available: number,
  itemWidths: readonly number[],
  moreWidth: number,
  gap: number = GAP,
): number {
  const total = itemWidths.reduce((sum, width, index) => sum + width + (index > 0 ? gap : 0), 0);
  if (total <= available) return itemWidths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of itemWidths) {
    if (used + gap + width > available) break;
    used += gap + width;
    count += 1;
  }
  return count;
}

/**
 * The horizontal menu: shows the items that fit the available width and collapses the
 * rest into 'More' ('Más'). Widths come from a hidden row that renders every item, so the
 * visible row never has to be rendered twice to find out.
 */
export function HorizontalMenu({ items, 'aria-label': ariaLabel }: HorizontalMenuProps) {
  const translate = useTranslate();
  const basename = useBasename();
  const menuId = useId();
  const containerRef = useRef<HTMLElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const [visibleCount, setVisibleCount] = useState(items.length);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const measure = useCallback(() => {
    const container = containerRef.current;
    const row = measureRef.current;
    if (!container || !row) return;
    const available = container.getBoundingClientRect().width;
    const widths = Array.from(
      row.querySelectorAll('[data-measure="item"]'),
      (element) => element.getBoundingClientRect().width,
    );
    const moreWidth = row.querySelector('[data-measure="more"]')?.getBoundingClientRect().width;
    // Not laid out (hidden tab, jsdom): show everything rather than nothing.
    setVisibleCount(
      available > 0 ? countFittingItems(available, widths, moreWidth ?? 0) : widths.length,
    );
  }, []);

  // Labels or items changed: measure again before the browser paints.
  useLayoutEffect(measure, [measure, items]);

  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => measure());
    if (containerRef.current) observer.observe(containerRef.current);
    if (measureRef.current) observer.observe(measureRef.current);
    return () => observer.disconnect();
  }, [measure]);

  const visible = items.slice(0, visibleCount);
  const hidden = items.slice(visibleCount);
  const open = Boolean(anchor) && hidden.length > 0;
  const label = (item: HorizontalMenuItem) => translate(item.label, { _: item.label });
  const path = (to: string) => (to.startsWith('/') ? `${basename}${to}` : to);
  const moreLabel = translate('components.horizontalMenu.more');

  const closeAnd = (item: HorizontalMenuItem) => () => {
    setAnchor(null);
    item.onClick?.();
  };

  return (
    <Box
      component="nav"
      ref={containerRef}
      aria-label={ariaLabel ?? translate('components.horizontalMenu.label')}
      sx={{ position: 'relative', width: '100%', minWidth: 0 }}
    >
      <Box
        component="ul"
        sx={{
          display: 'flex',
          gap: `${GAP}px`,
          alignItems: 'center',
          overflow: 'hidden',
          listStyle: 'none',
          m: 0,
          p: 0,
        }}
      >
        {visible.map((item, index) => (
          <li key={`${item.label}-${index}`}>
            {item.to ? (
              <Button
                component={LinkBase}
                to={path(item.to)}
                onClick={item.onClick}
                startIcon={item.icon}
                sx={{ whiteSpace: 'nowrap' }}
              >
                {label(item)}
              </Button>
            ) : (
              <Button onClick={item.onClick} startIcon={item.icon} sx={{ whiteSpace: 'nowrap' }}>
                {label(item)}
              </Button>
            )}
          </li>
        ))}
        {hidden.length > 0 && (
          <li>
            <Button
              id={`${menuId}-button`}
              aria-haspopup="menu"
              aria-controls={open ? menuId : undefined}
              aria-expanded={open ? 'true' : 'false'}
              onClick={(event) => setAnchor(event.currentTarget)}
              endIcon={<MoreHorizIcon />}
              sx={{ whiteSpace: 'nowrap' }}
            >
              {moreLabel}
            </Button>
          </li>
        )}
      </Box>

      {/* Clipped to nothing so the full-width row never makes the page scroll sideways. */}
      <Box
        aria-hidden
        inert
        sx={{
          position: 'absolute',
          top: 0,
          left: 0,
          width: 0,
          height: 0,
          overflow: 'hidden',
          visibility: 'hidden',
        }}
      >
        <Box ref={measureRef} sx={{ display: 'flex', gap: `${GAP}px`, width: 'max-content' }}>
          {items.map((item, index) => (
            <Button
              key={`${item.label}-${index}`}
              component="span"
              tabIndex={-1}
              data-measure="item"
              startIcon={item.icon}
              sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
            >
              {label(item)}
            </Button>
          ))}
          <Button
            component="span"
            tabIndex={-1}
            data-measure="more"
            endIcon={<MoreHorizIcon />}
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            {moreLabel}
          </Button>
        </Box>
      </Box>

      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': `${menuId}-button` } }}
      >
        {hidden.map((item, index) =>
          item.to ? (
            <MenuItem
              key={`${item.label}-${index}`}
              component={LinkBase}
              to={path(item.to)}
              onClick={closeAnd(item)}
            >
              {item.icon && <ListItemIcon>{item.icon}</ListItemIcon>}
              <ListItemText>{label(item)}</ListItemText>
            </MenuItem>
          ) : (
            <MenuItem key={`${item.label}-${index}`} onClick={closeAnd(item)}>
              {item.icon && <ListItemIcon>{item.icon}</ListItemIcon>}
              <ListItemText>{label(item)}</ListItemText>
            </MenuItem>
          ),
        )}
      </Menu>
    </Box>
  );
}
