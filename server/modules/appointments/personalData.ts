import { deleted, kept, ofParent, personal, type PersonalData } from '../../privacy/declaration';

const medicalRecord = kept({
  es: 'El expediente médico se conserva el plazo que fija la ley de salud.',
  en: 'Medical records are kept for the period the health law sets.',
});

/** The person's medical appointments, diagnoses and self-managed requests. */
export const appointmentsPersonalData: PersonalData = {
  tables: [
    personal('appointments', 'employee_id', medicalRecord),
    personal('medical_diagnoses', 'employee_id', medicalRecord),
    personal('self_managed_appointments', 'employee_id', deleted),
    ofParent(
      'self_managed_appointment_changes',
      'request_id',
      'self_managed_appointments',
      deleted,
    ),
  ],
};
