import { Stack } from '@mui/material';
import { useState } from 'react';
import { AutocompleteInput, Form, ReferenceInput, required, SaveButton } from 'react-admin';
import { DateInput } from '../../../resources/shared/DateInput';
import { TextInput, useCreate, useNotify, useTranslate } from 'react-admin';
import { DELEGATION_REASON_MAX } from '../../../contracts/approvalDelegations';
import { addDays, calendarDay } from '../../../contracts/calendar';
import type { EmployeeSearchResult } from '../../../contracts/permissions/permissions';
import type { DelegationValues } from '../../../dataProviders/delegation/delegations';
import { DELEGATIONS } from '../../../resources/delegation/shared/paths';
import { useNotifyRefusal } from '../../../resources/shared/serviceRefusal';

const employeeLabel = (employee: EmployeeSearchResult) =>
  `${employee.fullName} · ${employee.badge}`;

/** A colleague found by name or badge (the employee search), kept as their badge. */
function EmployeePicker({ source, label }: { source: string; label: string }) {
  const translate = useTranslate();
  return (
    <ReferenceInput source={source} reference="employee-search">
      <AutocompleteInput
        label={label}
        helperText={translate('delegation.form.searchHelp')}
        optionText={employeeLabel}
        filterToQuery={(q) => ({ q })}
        validate={required()}
        fullWidth
      />
    </ReferenceInput>
  );
}

/**
 * Naming a substitute: who (and, for an administrator, for whom), from which day to which, and
 * why. The service's refusals show at their inputs.
 */
export function DelegationForm({
  forSomeoneElse,
  saved,
}: {
  forSomeoneElse: boolean;
  saved: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const refused = useNotifyRefusal();
  const [create] = useCreate();
  const [form, setForm] = useState(0);
  const today = calendarDay();
  const submit = async (values: Record<string, unknown>) => {
    try {
      await create(
        DELEGATIONS,
        { data: values as Partial<DelegationValues> },
        { returnPromise: true },
      );
      notify('delegation.form.saved', { type: 'success' });
      setForm((count) => count + 1);
      saved();
      return undefined;
    } catch (error) {
      return refused(error);
    }
  };
  return (
    <Form
      key={form}
      record={{ from: today, to: addDays(today, 6), reason: '' }}
      onSubmit={submit}
      noValidate
      warnWhenUnsavedChanges
    >
      <Stack spacing={1} sx={{ maxWidth: 600 }}>
        {forSomeoneElse && (
          <EmployeePicker source="approver" label={translate('delegation.form.approver')} />
        )}
        <EmployeePicker source="substitute" label={translate('delegation.form.substitute')} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
          <DateInput source="from" label="delegation.form.from" validate={required()} min={today} />
          <DateInput source="to" label="delegation.form.to" validate={required()} min={today} />
        </Stack>
        <TextInput
          source="reason"
          label="delegation.form.reason"
          helperText="delegation.form.reasonHelp"
          validate={required()}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: DELEGATION_REASON_MAX } }}
          fullWidth
        />
        <SaveButton label="delegation.form.submit" alwaysEnable sx={{ alignSelf: 'flex-start' }} />
      </Stack>
    </Form>
  );
}
