import { Button, Chip, Stack, Typography } from '@mui/material';
import {
  EditBase,
  Form,
  NumberInput,
  SaveButton,
  Title,
  Toolbar,
  useDelete,
  useEditContext,
  useGetOne,
  useNotify,
  useTranslate,
  useUpdate,
} from 'react-admin';
import type { FieldValues, Resolver } from 'react-hook-form';
import {
  REMINDER_DAYS_MAX,
  reminderDaysBody,
  type ReminderDaysOfType,
} from '../../../contracts/approvalSettings';
import {
  APPROVAL_SETTINGS_RESOURCE,
  REMINDER_DAYS_ID,
  type ReminderDaysRecord,
} from '../../../dataProviders/approvalSettings';
import { ContractFields } from '../../../resources/shared/ContractForm';
import { contractResolver } from '../../../resources/shared/contractResolver';
import { useFormatInstant } from '../../../resources/shared/dates';
import { Loaded } from '../../../resources/shared/Loaded';
import { PageSection } from '../../../resources/shared/PageSection';

const contract = contractResolver(reminderDaysBody, {
  messages: {
    integer: 'approvals.reminderDays.whole',
    typeError: 'approvals.reminderDays.whole',
    min: 'approvals.reminderDays.range',
    max: 'approvals.reminderDays.range',
  },
});

/**
 * The contract's rules (whole days from 1 to `REMINDER_DAYS_MAX`), then the service's own: the
 * escalation comes after the reminder, its message under `escalateAfter`.
 */
export const reminderDaysResolver: Resolver<FieldValues> = async (values, context, options) => {
  const checked = await contract(values, context, options);
  if (Object.keys(checked.errors).length > 0) return checked;
  if (Number(values.escalateAfter) > Number(values.remindAfter)) return checked;
  return {
    values: {},
    errors: {
      escalateAfter: {
        type: 'afterReminder',
        message: 'approvals.reminderDays.escalateAfterReminder',
      },
    },
  };
};

/** The two days' inputs, with their rules in words. */
function DaysInputs() {
  const translate = useTranslate();
  const help = (key: string) => translate(key, { max: REMINDER_DAYS_MAX });
  return (
    <ContractFields resolver={contract}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
        <NumberInput
          source="remindAfter"
          label="approvals.reminderDays.remindAfter"
          helperText={help('approvals.reminderDays.remindAfterHelp')}
          step={1}
        />
        <NumberInput
          source="escalateAfter"
          label="approvals.reminderDays.escalateAfter"
          helperText={help('approvals.reminderDays.escalateAfterHelp')}
          step={1}
        />
      </Stack>
    </ContractFields>
  );
}

/** The company's days, once the setting is read. */
function ReminderDaysForm() {
  const translate = useTranslate();
  const formatInstant = useFormatInstant();
  const { record, isPending, error, refetch } = useEditContext<ReminderDaysRecord>();
  return (
    <Loaded isPending={isPending} error={error} retry={() => void refetch()}>
      <Form resolver={reminderDaysResolver} warnWhenUnsavedChanges>
        <DaysInputs />
        <Typography variant="body2" color="text.secondary">
          {record?.updatedAt
            ? translate('approvals.reminderDays.changedAt', {
                at: formatInstant(record.updatedAt, { time: true }),
              })
            : translate('approvals.reminderDays.defaults')}
        </Typography>
        <Toolbar disableGutters sx={{ background: 'none' }}>
          <SaveButton />
        </Toolbar>
      </Form>
    </Loaded>
  );
}

/**
 * One kind of request's days: its own, saved apart from the company's, or the company's given
 * back. Each change answers the whole setting, which the page reads again (`saved`).
 */
function TypeDaysForm({ days, saved }: { days: ReminderDaysOfType; saved: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending: saving }] = useUpdate();
  const [remove, { isPending: resetting }] = useDelete();
  const name = translate(`approvals.types.${days.type}`);
  const done = (key: string) => ({
    onSuccess: () => {
      notify(key, { type: 'success', messageArgs: { type: name } });
      saved();
    },
    onError: (error: unknown) =>
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', {
        type: 'error',
      }),
  });
  return (
    <Stack
      component="section"
      aria-label={name}
      spacing={1}
      sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h3">
          {name}
        </Typography>
        <Chip
          size="small"
          label={translate(
            days.own ? 'approvals.reminderDays.own' : 'approvals.reminderDays.company',
          )}
        />
      </Stack>
      <Form
        key={`${days.remindAfter}-${days.escalateAfter}-${String(days.own)}`}
        record={days}
        resolver={reminderDaysResolver}
        onSubmit={(values: FieldValues) =>
          update(
            APPROVAL_SETTINGS_RESOURCE,
            { id: days.type, data: values, previousData: days },
            { mutationMode: 'pessimistic', ...done('approvals.reminderDays.typeSaved') },
          )
        }
      >
        <DaysInputs />
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <SaveButton
            label={translate('approvals.reminderDays.saveType', { type: name })}
            disabled={saving}
            alwaysEnable={false}
          />
          {days.own && (
            <Button
              disabled={resetting}
              onClick={() =>
                remove(
                  APPROVAL_SETTINGS_RESOURCE,
                  { id: days.type, previousData: days },
                  { mutationMode: 'pessimistic', ...done('approvals.reminderDays.typeReset') },
                )
              }
            >
              {translate('approvals.reminderDays.useCompany')}
            </Button>
          )}
        </Stack>
      </Form>
    </Stack>
  );
}

/** Each kind of request's days in force, each set apart or given the company's back. */
function TypesSection() {
  const translate = useTranslate();
  const { data, isPending, error, refetch } = useGetOne<ReminderDaysRecord>(
    APPROVAL_SETTINGS_RESOURCE,
    { id: REMINDER_DAYS_ID },
  );
  const reread = () => void refetch();
  return (
    <PageSection title={translate('approvals.reminderDays.byType')}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate('approvals.reminderDays.byTypeIntro')}
      </Typography>
      <Loaded isPending={isPending} error={error} retry={reread}>
        {(data?.types ?? []).map((days) => (
          <TypeDaysForm key={days.type} days={days} saved={reread} />
        ))}
      </Loaded>
    </PageSection>
  );
}

/**
 * `/Aprobaciones/Recordatorios` (System_Admin): after how many working days a pending request
 * reminds its approvers, and after how many it is escalated: the company's, and each kind of
 * request's own where it is set apart (GET/PUT /api/approvals/settings, PUT/DELETE …/{type}).
 */
export function ReminderDaysPage() {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <Stack component="main" spacing={2} sx={{ p: { xs: 1, sm: 2 }, minWidth: 0, maxWidth: 800 }}>
      <Title title={translate('approvals.reminderDays.title')} />
      <Typography>{translate('approvals.reminderDays.intro')}</Typography>
      <PageSection title={translate('approvals.reminderDays.section')}>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('approvals.reminderDays.companyIntro')}
        </Typography>
        <EditBase<ReminderDaysRecord>
          resource={APPROVAL_SETTINGS_RESOURCE}
          id={REMINDER_DAYS_ID}
          mutationMode="pessimistic"
          redirect={false}
          mutationOptions={{
            onSuccess: () => notify('approvals.reminderDays.saved', { type: 'success' }),
          }}
        >
          <ReminderDaysForm />
        </EditBase>
      </PageSection>
      <TypesSection />
    </Stack>
  );
}
