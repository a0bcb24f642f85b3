import { Chip } from '@mui/material';
import {
  BooleanField,
  FunctionField,
  NullableBooleanInput,
  NumberField,
  TextField,
  TextInput,
  useTranslate,
} from 'react-admin';
import { DateField } from '../../shared/DateField';
import type { Opening } from '../../../contracts/growth/growth';
import { AdminListPage, adminList } from '../../shared/AdminListPage';
import { OPENING_SCREENS } from './openingScreens';

const csv = (opening: Opening) => ({
  id: opening.id,
  title: opening.title,
  area: opening.area,
  location: opening.location,
  workSchedule: opening.workSchedule,
  startTime: opening.startTime,
  endTime: opening.endTime,
  minMonthsInPosition: opening.minMonthsInPosition,
  closesOn: opening.closesOn ?? '',
  active: opening.active,
  applications: opening.applications,
  createdAt: opening.createdAt,
});

/** `/growth/openings`: every opening, active or not, for its owners (GET /admin/growth-openings). */
export function OpeningList() {
  const translate = useTranslate();
  return (
    <AdminListPage<Opening>
      {...adminList(OPENING_SCREENS, 'growth.admin.createOpening')}
      title="growth.admin.openingsTitle"
      filters={[
        <TextInput key="area" source="area" alwaysOn />,
        <TextInput key="location" source="location" alwaysOn />,
        <NullableBooleanInput key="active" source="active" alwaysOn />,
      ]}
      sort={{ field: 'createdAt', order: 'DESC' }}
      csvName="vacantes"
      csv={csv}
      empty="growth.admin.emptyOpenings"
      phone={{
        primaryText: (opening) => opening.title,
        secondaryText: (opening) => `${opening.area} · ${opening.location}`,
        tertiaryText: (opening) =>
          translate(opening.active ? 'growth.admin.active' : 'growth.admin.inactive'),
      }}
    >
      <TextField source="title" />
      <TextField source="area" />
      <TextField source="location" />
      <DateField source="closesOn" emptyText="—" />
      <BooleanField source="active" />
      <FunctionField<Opening>
        source="applications"
        sortable={false}
        render={(opening) => <Chip size="small" label={opening.applications} />}
      />
      <NumberField source="minMonthsInPosition" sortable={false} />
      <DateField source="createdAt" />
    </AdminListPage>
  );
}
