import { BooleanInput, TextInput } from 'react-admin';
import {
  CALENDAR_APPLICATION,
  type CalendarActivity,
  calendarActivityFields,
  type CalendarApplicationId,
} from '../../../contracts/home/settings';
import { AdminFormPage } from '../../shared/AdminFormPage';
import { contractResolver } from '../../shared/contractResolver';
import { DateTimeInput } from '../../shared/DateInput';
import { SETTINGS_MESSAGES, settingsForm } from '../shared/homeSettings';
import { LinkInput } from '../shared/LinkInput';
import { SettingsTabs } from '../shared/SettingsTabs';

const resolver = contractResolver(calendarActivityFields, { messages: SETTINGS_MESSAGES });

interface CalendarActivityFormProps {
  applicationId?: CalendarApplicationId;
  listPath?: string;
  formPath?: string;
}

/**
 * `/Calendar/CalendarForm` and `/Calendar/CalendarForm/:id`: add or change an activity of the
 * home calendar (POST/PUT /CalendarActivitie); Bring a friend's calendar reuses it.
 */
export function CalendarActivityForm({
  applicationId = CALENDAR_APPLICATION.home,
  listPath = '/Calendar/Settings',
  formPath = '/Calendar/CalendarForm',
}: CalendarActivityFormProps) {
  return (
    <AdminFormPage<CalendarActivity>
      resource="calendar-activities"
      header={applicationId === CALENDAR_APPLICATION.home && <SettingsTabs />}
      {...settingsForm<CalendarActivity>(
        'calendar',
        listPath,
        formPath,
        (activity) => activity.title,
      )}
      resolver={resolver}
      defaultValues={{ applicationId, active: true }}
    >
      <TextInput source="title" fullWidth />
      <DateTimeInput source="startsAt" instant />
      <DateTimeInput source="endsAt" instant />
      <TextInput source="location" fullWidth />
      <TextInput source="description" fullWidth multiline minRows={3} />
      <LinkInput source="link" />
      <BooleanInput source="active" />
    </AdminFormPage>
  );
}

/** `/BAF/Calendar/CalendarForm[/:id]`: an activity of Bring a friend's calendar. */
export const BafCalendarActivityForm = () => (
  <CalendarActivityForm
    applicationId={CALENDAR_APPLICATION.baf}
    listPath="/BAF/Calendar"
    formPath="/BAF/Calendar/CalendarForm"
  />
);
