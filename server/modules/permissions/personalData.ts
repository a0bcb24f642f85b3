import type { PersonalData } from '../../privacy/declaration';

/** The roles a person holds and the administrative changes they made. */
export const permissionsPersonalData: PersonalData = {
  tables: [
    { table: 'role_users', person: { column: 'employee_id' }, erasure: { erase: 'delete' } },
    {
      table: 'audit_log',
      person: { column: 'actor_employee_id' },
      retention: { kind: 'audit', days: 1825, after: 'at', expire: 'delete' },
      erasure: {
        erase: 'keep',
        reason: 'Accountability: who changed what stays until the audit retention ends.',
      },
    },
  ],
};
