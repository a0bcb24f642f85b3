import { BooleanInput, FunctionField, TextField, TextInput } from 'react-admin';
import type { WorkforceEmployee } from '../../../contracts/workforce/administration';
import { IMPORT_FIELDS } from '../../../contracts/workforce/import';
import { AdminListPage } from '../../shared/AdminListPage';
import { csvFields } from '../../shared/csv';
import { EMPLOYEE_FORM } from '../shared/paths';
import { EmployeeActiveButton } from './EmployeeActiveButton';

/** The export is a file the import reads back: the record's fields, each under its own name. */
const csv = csvFields<WorkforceEmployee>(...IMPORT_FIELDS);

/**
 * `/Personal/Colaboradores`: every employee (GET /admin/workforce-employees), searched by name,
 * badge, account, supervisor and whether active, in SQL; each opens its form and history.
 */
export function EmployeeList() {
  return (
    <AdminListPage<WorkforceEmployee>
      resource="workforce-employees"
      title="workforce.employees.title"
      filters={[
        <TextInput key="account" source="account" label="workforce.employees.account" />,
        <TextInput
          key="supervisor"
          source="supervisor"
          label="workforce.employees.supervisorBadge"
        />,
        <BooleanInput key="active" source="active" label="workforce.employees.active" />,
      ]}
      sort={{ field: 'fullName', order: 'ASC' }}
      sortFields={['fullName', 'badge', 'account', 'hiredOn']}
      csvName="colaboradores"
      csv={csv}
      maxResults={10000}
      open={(employee) => `${EMPLOYEE_FORM}/${employee.id}`}
      rowActions={(employee) => <EmployeeActiveButton employee={employee} />}
      bulkActions={false}
      phone={{
        primaryText: (employee) => `${employee.displayName} · ${employee.badge}`,
        secondaryText: (employee) =>
          [employee.account, employee.position].filter(Boolean).join(' · '),
      }}
    >
      <TextField source="badge" label="workforce.employees.badge" />
      <TextField source="displayName" sortBy="fullName" label="workforce.employees.name" />
      <TextField source="account" label="workforce.employees.account" />
      <TextField source="position" label="workforce.employees.position" />
      <FunctionField<WorkforceEmployee>
        source="supervisorName"
        sortable={false}
        label="workforce.employees.supervisor"
        render={(employee) => employee.supervisorName ?? ''}
      />
      <FunctionField<WorkforceEmployee>
        source="active"
        label="workforce.employees.active"
        render={(employee) => (employee.active ? '✓' : '—')}
      />
    </AdminListPage>
  );
}
