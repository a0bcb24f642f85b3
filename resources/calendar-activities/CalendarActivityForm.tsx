import {
  BooleanInput,
  Create,
  DateTimeInput,
  Edit,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  type RaRecord,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useParams } from 'react-router-dom';
import {
  CALENDAR_APPLICATION,
  type CalendarActivity,
  calendarActivityFields,
  type CalendarApplicationId,
} from '../../contracts/homeSettings';
import { useBreadcrumbName } from '../../src/layout/breadcrumbNames';
import { ConfirmDeleteButton } from '../home-settings/ConfirmDeleteButton';
import { SettingsTabs } from '../home-settings/SettingsTabs';
import { contractResolver } from '../home-settings/validation';

const RESOURCE = 'calendar-activities';
const titleOf = (record: RaRecord) => (record as CalendarActivity).title;

/** The local date and time the input shows, as the ISO instant the contract takes. */
const toInstant = (value: string | null) => (value ? new Date(value).toISOString() : null);

function ActivityInputs() {
  const translate = useTranslate();
  return (
    <>
      <TextInput source="title" fullWidth />
      <DateTimeInput source="startsAt" parse={toInstant} />
      <DateTimeInput source="endsAt" parse={toInstant} />
      <TextInput source="location" fullWidth />
      <TextInput source="description" fullWidth multiline minRows={3} />
      <TextInput source="link" fullWidth helperText={translate('homeSettings.linkHelp')} />
      <BooleanInput source="active" />
    </>
  );
}

function ActivityTitle({ formPath }: { formPath: string }) {
  const activity = useRecordContext<CalendarActivity>();
  const translate = useTranslate();
  useBreadcrumbName(`${formPath}/${activity?.id ?? ''}`, activity?.title);
  return (
    <span>{translate('homeSettings.calendar.editTitle', { name: activity?.title ?? '' })}</span>
  );
}

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
  const { id } = useParams();
  const translate = useTranslate();
  const redirect = () => listPath;
  const resolver = contractResolver(calendarActivityFields);
  return (
    <>
      {applicationId === CALENDAR_APPLICATION.home && <SettingsTabs />}
      {id ? (
        <Edit
          resource={RESOURCE}
          id={id}
          mutationMode="pessimistic"
          redirect={redirect}
          title={<ActivityTitle formPath={formPath} />}
        >
          <SimpleForm
            resolver={resolver}
            toolbar={
              <Toolbar sx={{ justifyContent: 'space-between' }}>
                <SaveButton />
                <ConfirmDeleteButton
                  resource={RESOURCE}
                  label={titleOf}
                  question="homeSettings.calendar.confirmDelete"
                  redirectTo={listPath}
                  variant="text"
                />
              </Toolbar>
            }
          >
            <ActivityInputs />
          </SimpleForm>
        </Edit>
      ) : (
        <Create
          resource={RESOURCE}
          redirect={redirect}
          title={translate('homeSettings.calendar.createTitle')}
        >
          <SimpleForm resolver={resolver} defaultValues={{ applicationId, active: true }}>
            <ActivityInputs />
          </SimpleForm>
        </Create>
      )}
    </>
  );
}
