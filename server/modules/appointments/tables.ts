import type { Generated } from 'kysely';
import type {
  AppointmentMode,
  AppointmentStatus,
  SelfManagedStatus,
  Specialty,
} from '../../../contracts/appointments/appointments';
import type { StatusChangeTable } from '../../workflow/historyTable';

// Medical appointments (migration 0030_appointments). Booleans are 0/1.

/** The medical service's buildings (not the sales buildings): a closed one offers no slots. */
export interface MedicalBuildingTable {
  id: Generated<number>;
  name: string;
  open: number;
  active: number;
  created_at: string;
  updated_at: string;
}

export interface MedicalProfessionalTable {
  id: Generated<number>;
  name: string;
  specialty: Specialty;
  building_id: number;
  email: string;
  active: number;
  created_at: string;
  updated_at: string;
}

/** A professional's weekly window: weekday 1 (Monday) … 7, 'HH:MM' times, valid dates inclusive. */
export interface MedicalAvailabilityTable {
  id: Generated<number>;
  professional_id: number;
  weekday: number;
  start_time: string;
  end_time: string;
  slot_minutes: number;
  valid_from: string;
  valid_to: string | null;
}

export interface AppointmentRequestTypeTable {
  id: Generated<number>;
  building_id: number;
  name: string;
  name_en: string;
  active: number;
}

export interface AppointmentTable {
  id: Generated<number>;
  employee_id: number;
  professional_id: number;
  building_id: number;
  /** 'YYYY-MM-DD' and 'HH:MM', company wall clock. */
  date: string;
  start_time: string;
  end_time: string;
  mode: AppointmentMode;
  request_type_id: number | null;
  reason: string;
  phone1: string;
  phone2: string;
  status: AppointmentStatus;
  created_at: string;
  updated_at: string;
  cancelled_at: string | null;
  cancelled_by: number | null;
  attended_at: string | null;
}

/** Medical data: read only by its employee and the medical staff, every read audited. */
export interface MedicalDiagnosisTable {
  id: Generated<number>;
  employee_id: number;
  appointment_id: number | null;
  professional_id: number;
  date: string;
  diagnosis: string;
  treatment: string;
  notes: string;
  created_by: number | null;
  created_at: string;
}

export interface HealthCampaignTable {
  id: Generated<number>;
  name: string;
  route: string;
  priority: number;
  active: number;
  start_date: string;
  end_date: string;
  /** Badge of who saved it last. */
  badge: string;
  image_file_id: string | null;
  created_at: string;
  updated_at: string;
}

/** A self-managed appointment request (the approvals kit's request table). */
export interface SelfManagedAppointmentTable {
  id: Generated<number>;
  employee_id: number;
  coach_employee_id: number | null;
  building_id: number;
  area: string;
  request_type_id: number;
  reason: string;
  entry_time: string;
  exit_time: string;
  lunch_time: string;
  user: string;
  phone: string;
  appointment_date: string;
  status: SelfManagedStatus;
  /** The rejection's reason ('' unless rejected). */
  rejection: string;
  created_at: string;
  status_changed_at: string;
}

type SelfManagedStatusChangeTable = StatusChangeTable<'request_id', SelfManagedStatus>;

export interface AppointmentTables {
  medical_buildings: MedicalBuildingTable;
  medical_professionals: MedicalProfessionalTable;
  medical_availability: MedicalAvailabilityTable;
  appointment_request_types: AppointmentRequestTypeTable;
  appointments: AppointmentTable;
  medical_diagnoses: MedicalDiagnosisTable;
  health_campaigns: HealthCampaignTable;
  self_managed_appointments: SelfManagedAppointmentTable;
  self_managed_appointment_changes: SelfManagedStatusChangeTable;
}
