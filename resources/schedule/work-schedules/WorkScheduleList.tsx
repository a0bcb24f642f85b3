import {
  BooleanField,
  FunctionField,
  NullableBooleanInput,
  TextField,
  useTranslate,
} from 'react-admin';
import type { WorkSchedule } from '../../../contracts/schedule/schedule';
import { to12Hour } from '../../../contracts/timeOfDay';
import { SCHEDULE_FORM_PATH, SCHEDULES_RESOURCE } from '../shared/paths';
import { useScheduleWords } from '../shared/scheduleParts';
import { AdminListPage } from '../../shared/AdminListPage';

const csv = (schedule: WorkSchedule) => ({
  id: schedule.id,
  code: schedule.code,
  startTime: schedule.startTime,
  endTime: schedule.endTime,
  daysOff: schedule.daysOff.join(','),
  permanent: schedule.permanent,
  account: schedule.account ?? '',
  active: schedule.active,
  weeklyHours: schedule.weeklyHours,
});

/**
 * `/ScheduleChange/Horarios`: the schedules offered to the agents (GET /admin/work-schedules),
 * by code, searched by code and filtered by active and permanence; a row opens its form. A
 * schedule is deactivated, never deleted: requests and employees keep pointing at it.
 */
export function WorkScheduleList() {
  const translate = useTranslate();
  const words = useScheduleWords();
  const account = (schedule: WorkSchedule) =>
    schedule.account ?? translate('schedule.schedules.everyAccount');
  return (
    <AdminListPage<WorkSchedule>
      resource={SCHEDULES_RESOURCE}
      title="schedule.schedules.title"
      filters={[
        <NullableBooleanInput key="active" source="active" />,
        <NullableBooleanInput key="permanent" source="permanent" />,
      ]}
      sort={{ field: 'code', order: 'ASC' }}
      csvName="horarios"
      csv={csv}
      create={{ label: 'schedule.schedules.create', to: SCHEDULE_FORM_PATH }}
      open={(schedule) => `${SCHEDULE_FORM_PATH}/${schedule.id}`}
      phone={{
        primaryText: (schedule) => `${schedule.code} · ${words.times(schedule)}`,
        secondaryText: (schedule) =>
          `${words.daysOff(schedule.daysOff)} · ${words.kind(schedule.permanent)} · ${account(schedule)}`,
      }}
    >
      <TextField source="code" />
      <FunctionField<WorkSchedule>
        source="startTime"
        render={(schedule) => to12Hour(schedule.startTime)}
      />
      <FunctionField<WorkSchedule>
        source="endTime"
        sortable={false}
        render={(schedule) => to12Hour(schedule.endTime)}
      />
      <FunctionField<WorkSchedule>
        source="daysOff"
        sortable={false}
        render={(schedule) => words.daysOff(schedule.daysOff)}
      />
      <BooleanField source="permanent" sortable={false} />
      <FunctionField<WorkSchedule> source="account" sortable={false} render={account} />
      <TextField source="weeklyHours" sortable={false} />
      <BooleanField source="active" sortable={false} />
    </AdminListPage>
  );
}
