import { deleted, kept, personal, type PersonalData } from '../../privacy/declaration';

/** The roles a person holds and the administrative changes they made. */
export const permissionsPersonalData: PersonalData = {
  tables: [
    personal(
      'audit_log',
      'actor_employee_id',
      kept({
        es: 'Rendición de cuentas: quién cambió qué se conserva hasta que vence la retención de la auditoría.',
        en: 'Accountability: who changed what stays until the audit retention ends.',
      }),
      { retention: { kind: 'audit', days: 1825, after: 'at', expire: 'delete' } },
    ),
    personal('role_users', 'employee_id', deleted),
  ],
};
