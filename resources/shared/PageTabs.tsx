import { Tab, Tabs, type SxProps, type Theme } from '@mui/material';

const tabId = (id: string, tab: string) => `${id}-tab-${tab}`;
const panelId = (id: string, tab: string) => `${id}-panel-${tab}`;

/**
 * A page's tabs, scrolled sideways on a phone rather than widening the page; the tab shown names
 * its panel (`tabPanel`), the only one a page need render.
 */
export function PageTabs<T extends string>({
  id,
  label,
  tabs,
  value,
  onChange,
  labelOf,
  sx,
}: {
  /** What the ids of the tabs and of their panels start with. */
  id: string;
  /** The strip's name, in words. */
  label: string;
  tabs: readonly T[];
  value: T;
  onChange: (tab: T) => void;
  /** A tab's label, in words. */
  labelOf: (tab: T) => string;
  sx?: SxProps<Theme>;
}) {
  return (
    <Tabs
      value={value}
      onChange={(_event, next: T) => onChange(next)}
      aria-label={label}
      variant="scrollable"
      allowScrollButtonsMobile
      sx={sx}
    >
      {tabs.map((tab) => (
        <Tab
          key={tab}
          value={tab}
          label={labelOf(tab)}
          id={tabId(id, tab)}
          aria-controls={tab === value ? panelId(id, tab) : undefined}
        />
      ))}
    </Tabs>
  );
}

/** What the panel of a tab of `PageTabs` carries: its role, its id and the tab naming it. */
export const tabPanel = (id: string, tab: string) => ({
  role: 'tabpanel',
  id: panelId(id, tab),
  'aria-labelledby': tabId(id, tab),
});
