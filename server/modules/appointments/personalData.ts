import type { PersonalData } from '../../privacy/declaration';

const medicalRecord = 'Medical records are kept for the period the health law sets.';

/** The person's medical appointments, diagnoses and self-managed requests. */
export const appointmentsPersonalData: PersonalData = {
  tables: [
    {
      table: 'appointments',
      person: { column: 'employee_id' },
      erasure: { erase: 'keep', reason: medicalRecord },
    },
    {
      table: 'medical_diagnoses',
      person: { column: 'employee_id' },
      erasure: { erase: 'keep', reason: medicalRecord },
    },
    {
      table: 'self_managed_appointments',
      person: { column: 'employee_id' },
      erasure: { erase: 'delete' },
    },
    {
      table: 'self_managed_appointment_changes',
      person: { column: 'request_id', parent: 'self_managed_appointments' },
      erasure: { erase: 'delete' },
    },
  ],
};
