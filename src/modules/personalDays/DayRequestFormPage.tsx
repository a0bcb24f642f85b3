import Send from '@mui/icons-material/Send';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useEffect, useMemo } from 'react';
import { useNotifyRefusal } from '../../../resources/shared/serviceRefusal';
import {
  SelectInput,
  TextInput,
  useBasename,
  useCreate,
  useGetIdentity,
  useGetList,
  useGetOne,
  useNotify,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { DateInput } from '../../../resources/shared/DateInput';
import { useFormContext, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { AnyObjectSchema, StringSchema } from 'yup';
import { calendarDay } from '../../../contracts/calendar';
import {
  addRequestDayBody,
  type CategoryBalance,
  type CompanyHoliday,
  type DayCategory,
  type DayRequest,
  daysOf,
  PERSONAL_DAYS_TESTS,
  type TimeInterval,
  updateRequestDateQuery,
} from '../../../contracts/personalDays/personalDays';
import type {
  DayRequestValues,
  UserValidationRecord,
} from '../../../dataProviders/personalDays/personalDays';
import { ContractForm } from '../../../resources/shared/ContractForm';
import { OnlineSaveButton } from '../../../resources/shared/OnlineSaveButton';
import { contractResolver } from '../../../resources/shared/contractResolver';
import { FactList } from '../../../resources/shared/FactList';
import { LoadingSkeleton } from '../../../resources/shared/LoadingSkeleton';
import { useBreadcrumbName } from '../../../resources/shared/breadcrumbNames';
import { useFormatDay } from '../../../resources/shared/dates';
import { dayProblem, firstRequestableDay, holidayWindow } from './dayRules';
import { MY_DAYS, REQUEST_FORM } from '../../../resources/personalDays/shared/paths';
import {
  NotAllowed,
  PersonalDaysPage,
  useDays,
} from '../../../resources/personalDays/shared/personalDaysParts';

const RESOURCE = 'personal-day-requests';

/**
 * The request's contract (`schema`: AddRequestDay's, or UpdateReqestDate's to change a day) with
 * the day's rules the service applies too: no weekend, no company holiday, no past day.
 */
export function dayRequestResolver(
  schema: AnyObjectSchema,
  holidays: readonly Pick<CompanyHoliday, 'date' | 'name'>[],
  today: string,
) {
  return contractResolver(
    schema.shape({
      requestDate: (schema.fields.requestDate as StringSchema).test(
        'requestable',
        'personalDays.form.notRequestable',
        function requestable(value: unknown) {
          const problem = dayProblem(value as string | undefined, holidays, today);
          return problem ? this.createError({ message: problem }) : true;
        },
      ),
    }),
    { messages: { [PERSONAL_DAYS_TESTS.isoDate]: 'personalDays.form.date' } },
  );
}

/** The category's intervals; the chosen one is dropped when the category changes. */
function IntervalInput({ balance }: { balance: readonly CategoryBalance[] }) {
  const translate = useTranslate();
  const days = useDays();
  const { setValue, getValues } = useFormContext();
  const categoryId = useWatch({ name: 'categoryId' }) as number | null | undefined;
  const { data: intervals, isPending } = useGetList<TimeInterval>(
    'personal-day-intervals',
    {
      filter: { categoryId },
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'id', order: 'ASC' },
    },
    { enabled: Boolean(categoryId) },
  );
  useEffect(() => {
    const chosen = getValues('timeIntervalId') as number | null;
    if (intervals && chosen && !intervals.some((interval) => interval.id === chosen)) {
      setValue('timeIntervalId', null, { shouldDirty: true });
    }
  }, [intervals, getValues, setValue]);
  const left = balance.find((category) => category.categoryId === categoryId)?.leftHalves;
  return (
    <SelectInput
      source="timeIntervalId"
      choices={(intervals ?? []).map((interval) => ({
        id: interval.id,
        name: translate('personalDays.form.intervalChoice', {
          name: interval.name,
          start: interval.startTime,
          end: interval.endTime,
          days: days(daysOf(interval.halves)),
        }),
        // More than what is left of the category cannot be asked for.
        disabled: left !== undefined && interval.halves > left,
      }))}
      disabled={!categoryId}
      isPending={Boolean(categoryId) && isPending}
      helperText={categoryId ? false : 'personalDays.form.pickCategory'}
      translateChoice={false}
      fullWidth
      // The hint says what to do first: readable, though its input waits disabled.
      sx={{ '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' } }}
    />
  );
}

/** The inputs of a new request: category (with what is left of it), interval, day, comment. */
function NewRequestInputs({
  balance,
  firstDay,
}: {
  balance: readonly CategoryBalance[];
  firstDay: string;
}) {
  const translate = useTranslate();
  const days = useDays();
  const { data: categories = [], isPending } = useGetList<DayCategory>('personal-day-categories', {
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'id', order: 'ASC' },
  });
  return (
    <>
      <SelectInput
        source="categoryId"
        choices={categories.map((category) => {
          const left = balance.find((line) => line.categoryId === category.id)?.leftHalves ?? 0;
          return {
            id: category.id,
            name: translate('personalDays.form.categoryChoice', {
              name: category.name,
              left: days(daysOf(left)),
              smart_count: daysOf(left),
            }),
            disabled: left === 0,
          };
        })}
        isPending={isPending}
        translateChoice={false}
        fullWidth
      />
      <IntervalInput balance={balance} />
      <DayInput firstDay={firstDay} />
    </>
  );
}

/** The day: a date picker from today on, its rules said beforehand. */
function DayInput({ firstDay }: { firstDay: string }) {
  return (
    <DateInput
      source="requestDate"
      helperText="personalDays.form.dateHelp"
      min={firstDay}
      sx={{ maxWidth: 260 }}
    />
  );
}

function RequestForm({
  request,
  balance,
  holidays,
  today,
}: {
  request?: DayRequest;
  balance: readonly CategoryBalance[];
  holidays: readonly CompanyHoliday[];
  today: string;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const basename = useBasename();
  const formatDay = useFormatDay();
  const refused = useNotifyRefusal();
  const [create] = useCreate<DayRequest>();
  const [update] = useUpdate<DayRequest>();
  const resolver = useMemo(
    () => dayRequestResolver(request ? updateRequestDateQuery : addRequestDayBody, holidays, today),
    [request, holidays, today],
  );
  const firstDay = firstRequestableDay(today, holidays);
  const record: Partial<DayRequestValues> = request
    ? { requestDate: request.requestDate, comment: request.comment }
    : { categoryId: undefined, timeIntervalId: undefined, requestDate: '', comment: '' };
  const submit = async (values: Record<string, unknown>) => {
    const data = values as unknown as DayRequestValues;
    try {
      if (request) {
        await update(
          RESOURCE,
          { id: request.id, data, previousData: request },
          { mutationMode: 'pessimistic', returnPromise: true },
        );
      } else {
        await create(RESOURCE, { data }, { returnPromise: true });
      }
    } catch (error) {
      return refused(error);
    }
    notify(request ? 'personalDays.form.changed' : 'personalDays.form.sent', {
      type: 'success',
      messageArgs: { date: formatDay(data.requestDate) },
    });
    navigate(`${basename}${MY_DAYS}`);
    return undefined;
  };
  return (
    <ContractForm
      draft="personal-day-request"
      record={record}
      resolver={resolver}
      onSubmit={submit}
      resource={RESOURCE}
      noValidate
    >
      <Stack spacing={1} sx={{ maxWidth: 600 }}>
        {request ? (
          <>
            <FactList
              facts={[
                {
                  label: 'resources.personal-day-requests.fields.categoryId',
                  value: request.category,
                },
                {
                  label: 'resources.personal-day-requests.fields.timeIntervalId',
                  value: translate('personalDays.interval', {
                    name: request.timeInterval,
                    start: request.startTime,
                    end: request.endTime,
                  }),
                },
              ]}
            />
            <DayInput firstDay={firstDay} />
          </>
        ) : (
          <NewRequestInputs balance={balance} firstDay={firstDay} />
        )}
        <TextInput source="comment" multiline minRows={2} fullWidth />
        <OnlineSaveButton
          label={translate(request ? 'personalDays.form.save' : 'personalDays.form.submit')}
          icon={<Send />}
          alwaysEnable
          sx={{ alignSelf: 'flex-start' }}
        />
      </Stack>
    </ContractForm>
  );
}

/**
 * `/FormRequestDay[/:id]`: a new request, or a change of my pending request's day and comment.
 * Whether I may request at all (InitialUserValidation) is asked first: when not, the page says
 * why instead of the form.
 */
export function DayRequestFormPage() {
  const translate = useTranslate();
  const basename = useBasename();
  const { id } = useParams();
  const { identity } = useGetIdentity();
  const badge = identity ? String(identity.id) : '';
  const today = calendarDay();
  const validation = useGetOne<UserValidationRecord>(
    'personal-days-validation',
    { id: badge },
    { enabled: Boolean(badge) },
  );
  const holidays = useGetList<CompanyHoliday>('company-holidays', {
    filter: holidayWindow(today),
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'date', order: 'ASC' },
  });
  const request = useGetOne<DayRequest>(
    RESOURCE,
    { id: Number(id) },
    { enabled: id !== undefined },
  );
  const formatDay = useFormatDay();
  useBreadcrumbName(
    `${REQUEST_FORM}/${id ?? ''}`,
    request.data ? formatDay(request.data.requestDate) : undefined,
  );
  const editing = id !== undefined;
  const title = translate(editing ? 'personalDays.form.editTitle' : 'personalDays.form.newTitle');
  const loading = validation.isPending || holidays.isPending || (editing && request.isPending);
  const body = () => {
    if (loading) return <LoadingSkeleton height={320} label="personalDays.form.checking" />;
    if (validation.error || holidays.error || !validation.data) {
      return <Alert severity="warning">{translate('personalDays.loadError')}</Alert>;
    }
    if (editing && (request.error || !request.data)) {
      return <Alert severity="info">{translate('personalDays.form.notPending')}</Alert>;
    }
    // A change of a pending request is no new request: the quota already counts it.
    if (!editing && !validation.data.allowed) return <NotAllowed validation={validation.data} />;
    return (
      <RequestForm
        request={request.data}
        balance={validation.data.balance}
        holidays={holidays.data ?? []}
        today={today}
      />
    );
  };
  return (
    <PersonalDaysPage title={title}>
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h5" component="h2">
              {title}
            </Typography>
            {body()}
          </Stack>
        </CardContent>
      </Card>
      <Typography component="div">
        <Button component={Link} to={`${basename}${MY_DAYS}`}>
          {translate('personalDays.form.back')}
        </Button>
      </Typography>
    </PersonalDaysPage>
  );
}
