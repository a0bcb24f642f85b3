import { BooleanInput, DateTimeInput, type RaRecord, TextInput } from 'react-admin';
import {
  CALENDAR_APPLICATION,
  type CalendarActivity,
  calendarActivityFields,
  type CalendarApplicationId,
} from '../../../contracts/home/settings';
import { LinkInput } from '../shared/LinkInput';
import { SettingsForm } from '../shared/SettingsForm';
import { SettingsTabs } from '../shared/SettingsTabs';
import { contractResolver } from '../shared/validation';

const titleOf = (record: RaRecord) => (record as CalendarActivity).title;
const resolver = contractResolver(calendarActivityFields);

/** The local date and time the input shows, as the ISO instant the contract takes. */
const toInstant = (value: string | null) => (value ? new Date(value).toISOString() : null);

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
    <>
      {applicationId === CALENDAR_APPLICATION.home && <SettingsTabs />}
      <SettingsForm
        resource="calendar-activities"
        listPath={listPath}
        formPath={formPath}
        nameOf={titleOf}
        createTitle="homeSettings.calendar.createTitle"
        editTitle="homeSettings.calendar.editTitle"
        deleteQuestion="homeSettings.calendar.confirmDelete"
        resolver={resolver}
        defaultValues={{ applicationId, active: true }}
      >
        <TextInput source="title" fullWidth />
        <DateTimeInput source="startsAt" parse={toInstant} />
        <DateTimeInput source="endsAt" parse={toInstant} />
        <TextInput source="location" fullWidth />
        <TextInput source="description" fullWidth multiline minRows={3} />
        <LinkInput source="link" />
        <BooleanInput source="active" />
      </SettingsForm>
    </>
  );
}
