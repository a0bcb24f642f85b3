import { Stack, Typography } from '@mui/material';
import {
  BooleanInput,
  Datagrid,
  FunctionField,
  ListBase,
  SelectInput,
  TextField,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DateInput } from '../../shared/DateInput';
import type {
  EmployeeChange,
  WorkforceEmployee,
} from '../../../contracts/workforce/administration';
import { type EmployeeRecord, employeeRecord } from '../../../contracts/workforce/employees';
import { AdminFormPage, keptForm } from '../../shared/AdminFormPage';
import { contractResolver } from '../../shared/contractResolver';
import { useFormatInstant } from '../../shared/dates';
import { FormSection } from '../../shared/FormSection';
import { EMPLOYEE_FORM, EMPLOYEE_LIST } from '../shared/paths';
import { EmployeeActiveButton } from './EmployeeActiveButton';
import { EmployeeErasureButton } from './EmployeeErasureButton';

const TEXTS = 'workforce.employees';
const resolver = contractResolver(employeeRecord());
const LANGUAGE_CHOICES = [
  { id: 'es', name: 'workforce.import.language.es' },
  { id: 'en', name: 'workforce.import.language.en' },
];

/** A field's label: the words the import shows for it. */
const fieldLabel = (field: keyof EmployeeRecord) => `workforce.import.field.${field}`;

/** A text input for each field, labelled as the import names it. */
const textInputs = (...fields: (keyof EmployeeRecord)[]) =>
  fields.map((field) => <TextInput key={field} source={field} label={fieldLabel(field)} />);

/** The employee's changes from the audit trail, newest first: when, who, which fields. */
function EmployeeHistory() {
  const employee = useRecordContext<WorkforceEmployee>();
  const translate = useTranslate();
  const formatInstant = useFormatInstant();
  if (!employee) return null;
  return (
    <Stack spacing={1} sx={{ mt: 3, maxWidth: '100%', overflowX: 'auto' }}>
      <Typography variant="h2" sx={{ fontSize: '1.2rem' }}>
        {translate(`${TEXTS}.history`)}
      </Typography>
      <ListBase<EmployeeChange>
        resource="workforce-employee-changes"
        filter={{ employeeId: employee.id }}
        sort={{ field: 'at', order: 'DESC' }}
        perPage={50}
        disableSyncWithLocation
      >
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <FunctionField<EmployeeChange>
            source="at"
            label={`${TEXTS}.changedAt`}
            render={(change) => formatInstant(change.at)}
          />
          <TextField source="actorUsername" label={`${TEXTS}.changedBy`} />
          <FunctionField<EmployeeChange>
            source="changed"
            sortable={false}
            label={`${TEXTS}.changedFields`}
            render={(change) =>
              change.action === 'create'
                ? translate(`${TEXTS}.created`)
                : change.changed
                    .map((field) =>
                      translate(fieldLabel(field as keyof EmployeeRecord), { _: field }),
                    )
                    .join(', ')
            }
          />
        </Datagrid>
      </ListBase>
    </Stack>
  );
}

/** Deactivate or reactivate, and erase one who left: on the record, above its form. */
function EmployeeActions() {
  const employee = useRecordContext<WorkforceEmployee>();
  return employee ? (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}
    >
      <EmployeeActiveButton employee={employee} />
      <EmployeeErasureButton employee={employee} />
    </Stack>
  ) : null;
}

/**
 * `/Personal/Colaboradores/form/:id`: an employee's record (PUT /admin/workforce-employees/:id,
 * through provisioning as SCIM and the import), their deactivation and their history.
 */
export function EmployeeForm() {
  return (
    <AdminFormPage<WorkforceEmployee>
      {...keptForm('workforce-employees', EMPLOYEE_LIST, EMPLOYEE_FORM, TEXTS)}
      nameOf={(employee) => employee.displayName}
      resolver={resolver}
      recordActions={<EmployeeActions />}
    >
      <FormSection title={`${TEXTS}.person`}>
        {textInputs('badge', 'firstName', 'lastName', 'displayName')}
        <DateInput source="birthday" label={fieldLabel('birthday')} />
      </FormSection>
      <FormSection title={`${TEXTS}.contact`}>
        {textInputs('userName', 'email', 'phone')}
        <SelectInput
          source="preferredLanguage"
          label={fieldLabel('preferredLanguage')}
          choices={LANGUAGE_CHOICES}
        />
        {textInputs('externalId')}
      </FormSection>
      <FormSection title={`${TEXTS}.work`}>
        {textInputs('account', 'position', 'supervisorBadge')}
        <DateInput source="hiredOn" label={fieldLabel('hiredOn')} />
        <BooleanInput source="active" label={fieldLabel('active')} />
      </FormSection>
      <EmployeeHistory />
    </AdminFormPage>
  );
}
