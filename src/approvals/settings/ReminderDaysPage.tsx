import { Stack, Typography } from '@mui/material';
import {
  EditBase,
  Form,
  NumberInput,
  SaveButton,
  Title,
  Toolbar,
  useEditContext,
  useNotify,
  useTranslate,
} from 'react-admin';
import type { FieldValues, Resolver } from 'react-hook-form';
import { REMINDER_DAYS_MAX, reminderDaysBody } from '../../../contracts/approvalSettings';
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

/** The kinds of request the days apply to (their names under `approvals.types`). */
const TYPES = ['personalDays', 'reimbursement', 'schedule', 'appointments', 'transportation'];

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

/** The form of the days, once the setting is read. */
function ReminderDaysForm() {
  const translate = useTranslate();
  const formatInstant = useFormatInstant();
  const { record, isPending, error, refetch } = useEditContext<ReminderDaysRecord>();
  const help = (key: string) => translate(key, { max: REMINDER_DAYS_MAX });
  return (
    <Loaded isPending={isPending} error={error} retry={() => void refetch()}>
      <Form resolver={reminderDaysResolver} warnWhenUnsavedChanges>
        <ContractFields resolver={contract}>
          <Stack spacing={1} sx={{ maxWidth: 420 }}>
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
 * `/Aprobaciones/Recordatorios` (System_Admin): after how many working days a pending request
 * reminds its approvers, and after how many it is escalated, for every kind of request the
 * approvals kit gathers (GET/PUT /api/approvals/settings).
 */
export function ReminderDaysPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const types = TYPES.map((type) => translate(`approvals.types.${type}`)).join(', ');
  return (
    <Stack component="main" spacing={2} sx={{ p: { xs: 1, sm: 2 }, minWidth: 0, maxWidth: 800 }}>
      <Title title={translate('approvals.reminderDays.title')} />
      <Typography>{translate('approvals.reminderDays.intro')}</Typography>
      <PageSection title={translate('approvals.reminderDays.section')}>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('approvals.reminderDays.types', { types })}
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
    </Stack>
  );
}
