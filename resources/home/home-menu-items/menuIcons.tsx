import Assignment from '@mui/icons-material/Assignment';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import CardGiftcard from '@mui/icons-material/CardGiftcard';
import EventAvailable from '@mui/icons-material/EventAvailable';
import Groups from '@mui/icons-material/Groups';
import LinkIcon from '@mui/icons-material/Link';
import LocalHospital from '@mui/icons-material/LocalHospital';
import Newspaper from '@mui/icons-material/Newspaper';
import Payments from '@mui/icons-material/Payments';
import School from '@mui/icons-material/School';
import Sell from '@mui/icons-material/Sell';
import SupportAgent from '@mui/icons-material/SupportAgent';
import Work from '@mui/icons-material/Work';
import type { SvgIconComponent } from '@mui/icons-material';
import type { SvgIconProps } from '@mui/material';
import { createElement } from 'react';
import { MENU_ICONS, type MenuIcon } from '../../../contracts/home/links';

/** The Material icon of each quick-link icon name (contracts/home/links.ts MENU_ICONS). */
const MENU_ICON_COMPONENTS: Record<MenuIcon, SvgIconComponent> = {
  link: LinkIcon,
  benefits: CardGiftcard,
  sales: Sell,
  personalDays: EventAvailable,
  payroll: Payments,
  newsletter: Newspaper,
  friends: Groups,
  calendar: CalendarMonth,
  health: LocalHospital,
  school: School,
  support: SupportAgent,
  document: Assignment,
  work: Work,
};

const menuIconOf = (icon: string): SvgIconComponent =>
  MENU_ICON_COMPONENTS[icon as MenuIcon] ?? LinkIcon;

/** Choices of the icon select: the icon and its translated name. */
export const menuIconChoices = MENU_ICONS.map((id) => ({
  id,
  name: `homeSettings.icons.${id}`,
}));

/** The icon of a quick link (an unknown name shows the link icon). */
export function MenuIconView({ icon, ...props }: { icon: string } & SvgIconProps) {
  return createElement(menuIconOf(icon), props);
}
