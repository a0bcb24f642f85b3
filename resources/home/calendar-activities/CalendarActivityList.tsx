import { BooleanField, NullableBooleanInput, TextField, useLocaleState } from 'react-admin';
import { DateField } from '../../shared/DateField';
import {
  CALENDAR_APPLICATION,
  type CalendarActivity,
  type CalendarApplicationId,
} from '../../../contracts/home/settings';
import { MAX_PER_PAGE } from '../../../contracts/listQuery';
import { formatActivityWhen } from '../shared/activityWhen';
import { AdminListPage, rowsEditedAt } from '../../shared/AdminListPage';
import { csvFields } from '../../shared/csv';
import { settingsTexts } from '../shared/homeSettings';
import { SettingsTabs } from '../shared/SettingsTabs';

const RESOURCE = 'calendar-activities';
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

const csv = csvFields<CalendarActivity>(
  'title',
  'startsAt',
  'endsAt',
  'location',
  'link',
  'description',
  'active',
);

interface CalendarActivityListProps {
  /** 1 = home (default), 2 = Bring a friend. */
  applicationId?: CalendarApplicationId;
  /** The form's path; `/:id` is added to edit. */
  formPath?: string;
  /** i18n key of the page title. */
  title?: string;
}

/**
 * `/Calendar/Settings`: the activities of the home calendar, upcoming first
 * (GET /CalendarActivitie/GetAllByApplicationId/1); Bring a friend's calendar reuses it.
 */
export function CalendarActivityList({
  applicationId = CALENDAR_APPLICATION.home,
  formPath = '/Calendar/CalendarForm',
  title = 'homeSettings.calendar.title',
}: CalendarActivityListProps) {
  const [locale = 'es'] = useLocaleState();
  return (
    <>
      {applicationId === CALENDAR_APPLICATION.home && <SettingsTabs />}
      <AdminListPage<CalendarActivity>
        resource={RESOURCE}
        filter={{ applicationId }}
        title={title}
        sort={{ field: 'startsAt', order: 'ASC' }}
        filters={[
          <NullableBooleanInput key="upcoming" source="upcoming" alwaysOn />,
          <NullableBooleanInput key="active" source="active" />,
        ]}
        csv={csv}
        // The services page at most 100 rows (contracts/listQuery.ts).
        maxResults={MAX_PER_PAGE}
        create={{ label: 'homeSettings.calendar.add', to: formPath }}
        phone={{
          primaryText: (activity) => activity.title,
          secondaryText: (activity) => formatActivityWhen(activity, locale),
          tertiaryText: (activity) => activity.location ?? '',
        }}
        row={rowsEditedAt<CalendarActivity>(
          formPath,
          settingsTexts('homeSettings.calendar.confirmDelete'),
          (activity) => activity.title,
        )}
      >
        <TextField source="title" />
        <DateField source="startsAt" showTime options={DATE_TIME} />
        <DateField source="endsAt" showTime options={DATE_TIME} />
        <TextField source="location" />
        <BooleanField source="active" />
      </AdminListPage>
    </>
  );
}

/** `/BAF/Calendar`: Bring a friend's calendar (application 2), kept by the programme's owners. */
export const BafCalendarActivityList = () => (
  <CalendarActivityList
    applicationId={CALENDAR_APPLICATION.baf}
    formPath="/BAF/Calendar/CalendarForm"
    title="menu.bafCalendar"
  />
);
