import {
  BooleanField,
  DateField,
  NullableBooleanInput,
  type RaRecord,
  SearchInput,
  TextField,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import {
  CALENDAR_APPLICATION,
  type CalendarActivity,
  type CalendarApplicationId,
} from '../../../contracts/home/settings';
import { MAX_PER_PAGE } from '../../../contracts/listQuery';
import { csvExporter } from '../../shared/csv';
import { SettingsRowActions } from '../shared/SettingsRowActions';
import { SettingsTabs } from '../shared/SettingsTabs';
import { ListActions } from '../../shared/ListActions';
import { ResponsiveList } from '../../shared/ResponsiveList';
import { formatActivityWhen } from '../../../src/modules/home/sections/activityWhen';

const RESOURCE = 'calendar-activities';
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
const titleOf = (record: RaRecord) => (record as CalendarActivity).title;

const exporter = csvExporter<CalendarActivity>(RESOURCE, (activity) => ({
  title: activity.title,
  startsAt: activity.startsAt,
  endsAt: activity.endsAt,
  location: activity.location ?? '',
  link: activity.link ?? '',
  description: activity.description ?? '',
  active: activity.active,
}));

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
  const translate = useTranslate();
  const [locale = 'es'] = useLocaleState();
  return (
    <>
      {applicationId === CALENDAR_APPLICATION.home && <SettingsTabs />}
      <ResponsiveList<CalendarActivity>
        resource={RESOURCE}
        filter={{ applicationId }}
        title={translate(title)}
        sort={{ field: 'startsAt', order: 'ASC' }}
        filters={[
          <SearchInput key="q" source="q" alwaysOn />,
          <NullableBooleanInput key="upcoming" source="upcoming" alwaysOn />,
          <NullableBooleanInput key="active" source="active" />,
        ]}
        exporter={exporter}
        // The services page at most 100 rows (contracts/listQuery.ts).
        actions={
          <ListActions
            create={{ label: 'homeSettings.calendar.add', to: formPath }}
            maxResults={MAX_PER_PAGE}
          />
        }
        phone={{
          primaryText: (activity) => activity.title,
          secondaryText: (activity) => formatActivityWhen(activity, locale),
          tertiaryText: (activity) => activity.location ?? '',
        }}
        rowActions={(activity) => (
          <SettingsRowActions
            resource={RESOURCE}
            record={activity}
            nameOf={titleOf}
            deleteQuestion="homeSettings.calendar.confirmDelete"
            edit={`${formPath}/${activity.id}`}
          />
        )}
      >
        <TextField source="title" />
        <DateField source="startsAt" showTime options={DATE_TIME} />
        <DateField source="endsAt" showTime options={DATE_TIME} />
        <TextField source="location" />
        <BooleanField source="active" />
      </ResponsiveList>
    </>
  );
}
