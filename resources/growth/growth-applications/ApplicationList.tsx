import {
  AutocompleteInput,
  FunctionField,
  ReferenceInput,
  SelectInput,
  TextField,
  useTranslate,
} from 'react-admin';
import { DateField } from '../../shared/DateField';
import { APPLICATION_STATUSES, type Application } from '../../../contracts/growth/growth';
import { StatusChip } from '../shared/growthParts';
import { AdminListPage, datedRegister } from '../../shared/AdminListPage';

export const APPLICATION_LIST = '/growth/applications';

const csv = (application: Application) => ({
  id: application.id,
  createdAt: application.createdAt,
  badge: application.employee.badge,
  employee: application.employee.fullName,
  email: application.email,
  phone: application.phone,
  job: application.job,
  area: application.area,
  location: application.location,
  workSchedule: application.workSchedule,
  startTime: application.startTime,
  endTime: application.endTime,
  status: application.status,
  statusChangedAt: application.statusChangedAt,
  note: application.note,
});

const statusChoices = APPLICATION_STATUSES.map((id) => ({ id, name: `growth.status.${id}` }));

/**
 * `/growth/applications`: every application, filtered by status, opening and the day it was sent
 * (GET /admin/growth-applications); a row opens the application and its status moves.
 */
export function ApplicationList() {
  const translate = useTranslate();
  return (
    <AdminListPage<Application>
      resource="growth-applications"
      title="growth.admin.applicationsTitle"
      {...datedRegister([
        <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
        <ReferenceInput
          key="openingId"
          source="openingId"
          reference="growth-openings"
          sort={{ field: 'title', order: 'ASC' }}
          alwaysOn
        >
          <AutocompleteInput optionText="title" sx={{ minWidth: 240 }} />
        </ReferenceInput>,
      ])}
      csvName="postulaciones"
      csv={csv}
      empty="growth.admin.emptyApplications"
      open={(application) => `${APPLICATION_LIST}/${application.id}`}
      phone={{
        primaryText: (application) =>
          `${application.employee.fullName} (${application.employee.badge})`,
        secondaryText: (application) => application.job,
        tertiaryText: (application) => translate(`growth.status.${application.status}`),
      }}
    >
      <DateField source="createdAt" showTime />
      <FunctionField<Application>
        source="employee"
        render={(application) => `${application.employee.fullName} (${application.employee.badge})`}
      />
      <TextField source="job" />
      <FunctionField<Application>
        source="status"
        render={(application) => <StatusChip status={application.status} />}
      />
      <DateField source="statusChangedAt" showTime />
    </AdminListPage>
  );
}
