import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Article from '@mui/icons-material/Article';
import Badge from '@mui/icons-material/Badge';
import CardGiftcard from '@mui/icons-material/CardGiftcard';
import DirectionsBus from '@mui/icons-material/DirectionsBus';
import EventAvailable from '@mui/icons-material/EventAvailable';
import Groups from '@mui/icons-material/Groups';
import LocalHospital from '@mui/icons-material/LocalHospital';
import LocalLibrary from '@mui/icons-material/LocalLibrary';
import type SvgIcon from '@mui/material/SvgIcon';
import Payments from '@mui/icons-material/Payments';
import Poll from '@mui/icons-material/Poll';
import Restaurant from '@mui/icons-material/Restaurant';
import Schedule from '@mui/icons-material/Schedule';
import School from '@mui/icons-material/School';
import Settings from '@mui/icons-material/Settings';
import Storefront from '@mui/icons-material/Storefront';
import SubdirectoryArrowRight from '@mui/icons-material/SubdirectoryArrowRight';
import TrendingUp from '@mui/icons-material/TrendingUp';

/** Icons of the top-level menu entries; children share one. */
export const menuIcons: Record<string, typeof SvgIcon> = {
  lss: Poll,
  configuration: AdminPanelSettings,
  personalDays: EventAvailable,
  payroll: Payments,
  assetsSale: Storefront,
  benefits: CardGiftcard,
  bringAFriend: Groups,
  settings: Settings,
  newsletter: Article,
  growth: TrendingUp,
  reimbursement: School,
  cafeteria: Restaurant,
  certificates: Badge,
  schedule: Schedule,
  appointments: LocalHospital,
  extracurricular: LocalLibrary,
  transportation: DirectionsBus,
};
export const childIcon = SubdirectoryArrowRight;
