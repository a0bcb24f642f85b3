import { Stack } from '@mui/material';
import { BooleanInput, CheckboxGroupInput, TextInput } from 'react-admin';
import {
  SCHEDULE_TESTS,
  type WorkSchedule,
  workScheduleBody,
} from '../../../contracts/schedule/schedule';
import { SCHEDULE_FORM_PATH, SCHEDULES_PATH, SCHEDULES_RESOURCE } from '../shared/paths';
import { useWeekdayChoices } from '../../shared/dates';
import { AdminFormPage, keptForm } from '../../shared/AdminFormPage';
import { contractResolver } from '../../shared/contractResolver';
import { TimeInput } from '../../shared/DateInput';

export const workScheduleResolver = contractResolver(workScheduleBody, {
  messages: { [SCHEDULE_TESTS.daysOff]: 'schedule.schedules.daysOffRule' },
});

/**
 * `/ScheduleChange/Horario[/:id]`: a schedule offered (POST/PUT /admin/work-schedules): its
 * code (unique), times (an end at or before the start runs past midnight), its two days off,
 * whether it is permanent, the account it is offered to (empty: every account) and whether it is
 * still offered.
 */
export function WorkScheduleForm() {
  const weekdays = useWeekdayChoices();
  return (
    <AdminFormPage<WorkSchedule>
      {...keptForm(SCHEDULES_RESOURCE, SCHEDULES_PATH, SCHEDULE_FORM_PATH, 'schedule.schedules')}
      nameOf={(schedule) => schedule.code}
      textArgs={(schedule) => ({ code: schedule.code })}
      resolver={workScheduleResolver}
      defaultValues={{
        code: '',
        startTime: '08:00',
        endTime: '17:00',
        daysOff: [6, 7],
        permanent: true,
        account: '',
        active: true,
      }}
    >
      <Stack sx={{ width: '100%', maxWidth: 600 }}>
        <TextInput source="code" sx={{ maxWidth: 260 }} />
        <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
          <TimeInput source="startTime" sx={{ width: 160 }} />
          <TimeInput source="endTime" sx={{ width: 160 }} />
        </Stack>
        <CheckboxGroupInput source="daysOff" choices={weekdays} translateChoice={false} />
        <BooleanInput source="permanent" />
        <TextInput source="account" fullWidth />
        <BooleanInput source="active" />
      </Stack>
    </AdminFormPage>
  );
}
