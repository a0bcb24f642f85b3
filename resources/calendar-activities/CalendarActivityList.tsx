import { Stack, type Theme, useMediaQuery } from '@mui/material';
import {
  BooleanField,
  Datagrid,
  DateField,
  ExportButton,
  FunctionField,
  List,
  NullableBooleanInput,
  SearchInput,
  SimpleList,
  TextField,
  TopToolbar,
  type RaRecord,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import {
  CALENDAR_APPLICATION,
  type CalendarActivity,
  type CalendarApplicationId,
} from '../../contracts/homeSettings';
import { MAX_PER_PAGE } from '../../contracts/listQuery';
import { csvExporter } from '../csv';
import { ConfirmDeleteButton } from '../home-settings/ConfirmDeleteButton';
import { CreateLinkButton, EditLinkButton } from '../home-settings/LinkButtons';
import { SettingsTabs } from '../home-settings/SettingsTabs';
import { formatActivityWhen } from '../../src/pages/home/sections/activityWhen';

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

function RowActions({ record, formPath }: { record: CalendarActivity; formPath: string }) {
  return (
    <Stack direction="row" alignItems="center">
      <EditLinkButton to={`${formPath}/${record.id}`} name={record.title} />
      <ConfirmDeleteButton
        resource={RESOURCE}
        label={titleOf}
        record={record}
        question="homeSettings.calendar.confirmDelete"
      />
    </Stack>
  );
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
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <>
      {applicationId === CALENDAR_APPLICATION.home && <SettingsTabs />}
      <List
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
        actions={
          <TopToolbar>
            <CreateLinkButton to={formPath} label="homeSettings.calendar.add" />
            {/* The services page at most 100 rows (contracts/listQuery.ts). */}
            <ExportButton maxResults={MAX_PER_PAGE} />
          </TopToolbar>
        }
      >
        {isPhone ? (
          <SimpleList<CalendarActivity>
            primaryText={(activity) => activity.title}
            secondaryText={(activity) => formatActivityWhen(activity, locale)}
            tertiaryText={(activity) => activity.location ?? ''}
            rowClick={false}
            rightIcon={(activity) => <RowActions record={activity} formPath={formPath} />}
          />
        ) : (
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <TextField source="title" />
            <DateField source="startsAt" showTime options={DATE_TIME} />
            <DateField source="endsAt" showTime options={DATE_TIME} />
            <TextField source="location" />
            <BooleanField source="active" />
            <FunctionField<CalendarActivity>
              label=""
              render={(activity) => <RowActions record={activity} formPath={formPath} />}
            />
          </Datagrid>
        )}
      </List>
    </>
  );
}
