import {
  Alert,
  Button,
  Chip,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import {
  AutocompleteInput,
  DateInput,
  Form,
  ReferenceInput,
  required,
  SaveButton,
  TextInput,
  Title,
  useCreate,
  useGetIdentity,
  useGetList,
  useGetOne,
  useNotify,
  usePermissions,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { type Delegation, DELEGATION_REASON_MAX } from '../../../contracts/approvalDelegations';
import { addDays, calendarDay } from '../../../contracts/calendar';
import { holdsAny, SYSTEM_ADMIN } from '../../../contracts/catalogue';
import type { EmployeeSearchResult } from '../../../contracts/permissions/permissions';
import type {
  DelegationValues,
  MyDelegationsRecord,
} from '../../../dataProviders/delegation/delegations';
import { DELEGATIONS, MY_DELEGATIONS } from '../../../resources/delegation/shared/paths';
import { ConfirmDialog } from '../../../resources/shared/ConfirmDialog';
import { useFormatDay } from '../../../resources/shared/dates';
import { Loaded } from '../../../resources/shared/Loaded';
import { PageSection } from '../../../resources/shared/PageSection';
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
function DelegationForm({ forSomeoneElse, saved }: { forSomeoneElse: boolean; saved: () => void }) {
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
    >
      <Stack spacing={1} sx={{ maxWidth: 600 }}>
        {forSomeoneElse && (
          <EmployeePicker source="approver" label={translate('delegation.form.approver')} />
        )}
        <EmployeePicker source="substitute" label={translate('delegation.form.substitute')} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
          <DateInput
            source="from"
            label="delegation.form.from"
            validate={required()}
            slotProps={{ htmlInput: { min: today } }}
          />
          <DateInput
            source="to"
            label="delegation.form.to"
            validate={required()}
            slotProps={{ htmlInput: { min: today } }}
          />
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

/**
 * Delegations, each saying who stands in for whom, when and why, whether it is in force; those
 * `endable` end early after a confirmation.
 */
function DelegationList({
  delegations,
  endable,
  ended,
}: {
  delegations: readonly Delegation[];
  endable: (delegation: Delegation) => boolean;
  ended: () => void;
}) {
  const translate = useTranslate();
  const day = useFormatDay();
  const notify = useNotify();
  const refused = useNotifyRefusal();
  const [update, { isPending }] = useUpdate<Delegation>();
  const [ending, setEnding] = useState<Delegation | null>(null);
  if (delegations.length === 0) {
    return <Typography color="text.secondary">{translate('delegation.none')}</Typography>;
  }
  const end = async (delegation: Delegation) => {
    try {
      await update(
        DELEGATIONS,
        { id: delegation.id, data: {}, previousData: delegation },
        { returnPromise: true },
      );
      notify('delegation.ended', { type: 'success' });
      ended();
    } catch (error) {
      refused(error);
    } finally {
      setEnding(null);
    }
  };
  return (
    <>
      <List dense disablePadding aria-label={translate('delegation.listLabel')}>
        {delegations.map((delegation) => (
          <ListItem
            key={delegation.id}
            disableGutters
            divider
            sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
          >
            <ListItemText
              primary={translate('delegation.who', {
                substitute: delegation.substitute.fullName,
                approver: delegation.approver.fullName,
              })}
              secondary={[
                translate('delegation.days', {
                  from: day(delegation.from),
                  to: day(delegation.to),
                }),
                delegation.reason,
              ].join(' · ')}
              sx={{ overflowWrap: 'anywhere', minWidth: 0, flex: '1 1 240px' }}
            />
            <Chip
              size="small"
              color={delegation.active ? 'success' : 'default'}
              label={translate(delegation.active ? 'delegation.active' : 'delegation.scheduled')}
            />
            {endable(delegation) && (
              <Button
                size="small"
                color="warning"
                onClick={() => setEnding(delegation)}
                aria-label={translate('delegation.endFor', {
                  substitute: delegation.substitute.fullName,
                })}
              >
                {translate('delegation.end')}
              </Button>
            )}
          </ListItem>
        ))}
      </List>
      <ConfirmDialog
        open={ending !== null}
        content={
          ending
            ? translate('delegation.confirmEnd', {
                substitute: ending.substitute.fullName,
                approver: ending.approver.fullName,
              })
            : ''
        }
        loading={isPending}
        onConfirm={() => ending && void end(ending)}
        onClose={() => setEnding(null)}
      />
    </>
  );
}

/** Everyone's delegations and naming one for an approver who is away (administrators). */
function EveryoneSection() {
  const translate = useTranslate();
  const {
    data = [],
    isPending,
    error,
    refetch,
  } = useGetList<Delegation>(DELEGATIONS, {
    pagination: { page: 1, perPage: 100 },
  });
  return (
    <>
      <PageSection title={translate('delegation.everyone')}>
        <Loaded isPending={isPending} error={error} retry={() => void refetch()}>
          <DelegationList delegations={data} endable={() => true} ended={() => void refetch()} />
        </Loaded>
      </PageSection>
      <PageSection title={translate('delegation.forSomeoneElse')}>
        <DelegationForm forSomeoneElse saved={() => void refetch()} />
      </PageSection>
    </>
  );
}

/**
 * `/Aprobaciones/Delegacion`: who stands in for me while I am away (or for whom I stand in), naming
 * a substitute for some days and ending it early; administrators see everyone's and name one for
 * an approver who is away.
 */
export function DelegationPage() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<string[]>();
  const admin = holdsAny([SYSTEM_ADMIN], permissions);
  const { data, isPending, error, refetch } = useGetOne<MyDelegationsRecord>(MY_DELEGATIONS, {
    id: 'mine',
  });
  const mine = (delegation: Delegation) => delegation.approver.badge === String(identity?.id);
  return (
    <Stack component="main" spacing={2} sx={{ p: { xs: 1, sm: 2 }, minWidth: 0, maxWidth: 1100 }}>
      <Title title={translate('delegation.title')} />
      <Typography>{translate('delegation.intro')}</Typography>
      <PageSection title={translate('delegation.mine')}>
        <Loaded isPending={isPending} error={error} retry={() => void refetch()}>
          <DelegationList
            delegations={data?.delegations ?? []}
            endable={(delegation) => admin || mine(delegation)}
            ended={() => void refetch()}
          />
        </Loaded>
      </PageSection>
      {data?.mayDelegate ? (
        <PageSection title={translate('delegation.name')}>
          <DelegationForm forSomeoneElse={false} saved={() => void refetch()} />
        </PageSection>
      ) : (
        data && <Alert severity="info">{translate('delegation.nothingToDelegate')}</Alert>
      )}
      {admin && <EveryoneSection />}
    </Stack>
  );
}
