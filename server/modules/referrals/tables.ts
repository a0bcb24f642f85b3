import type { Generated } from 'kysely';
import type { ReferralStatus } from '../../../contracts/referrals/referrals';
import type { StatusChangeTable } from '../../workflow/historyTable';

// Bring a friend (migration 0020_referrals).

/** A site a candidate may work at. */
interface ReferralLocationTable {
  id: Generated<number>;
  name: string;
  active: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** An open position, grouped by category on the programme page. */
interface ReferralPositionTable {
  id: Generated<number>;
  category: string;
  title: string;
  active: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** The locations where a position is open. */
interface ReferralPositionLocationTable {
  position_id: number;
  location_id: number;
}

/** The programme's settings: one row (id 1). */
interface ReferralSettingsTable {
  id: number;
  /** The current campaign's code, offered by the form. */
  promotional_code: string;
  is_resume_active: number;
  is_resume_required: number;
  /** Months before a candidate who was not hired may be referred again. */
  cooldown_months: number;
  updated_at: string;
}

export interface ReferralTable {
  id: Generated<number>;
  /** The referring employee: always the caller of SaveRaft. */
  referrer_id: number;
  /** The referrer's badge as the form sent it (equal to the caller's). */
  badge: string;
  /** Normalised: no hyphens or spaces, upper case. */
  identification_number: string;
  first_name: string;
  second_name: string;
  last_name: string;
  second_last_name: string;
  phone: string;
  personal_phone: string;
  candidate_email: string;
  personal_email: string;
  candidate_profile: string;
  english_level: string;
  is_external_reference: number;
  academic_grade: string;
  others_details: string;
  payment_method: string;
  is_resume_active: number;
  is_resume_required: number;
  work_type: string;
  /** `{main}/{sha256}` of the stored résumé (GET {hash}), or null. */
  resume_url: string | null;
  promotional_code: string;
  location: number;
  position_id: number;
  /** A private document (files.private = 1). */
  resume_file_id: string | null;
  status: ReferralStatus;
  created_at: string;
  status_changed_at: string;
}

/** The first row (from_status null) is the referral received. */
type ReferralStatusChangeTable = StatusChangeTable<'referral_id', ReferralStatus>;

export interface ReferralTables {
  referral_locations: ReferralLocationTable;
  referral_positions: ReferralPositionTable;
  referral_position_locations: ReferralPositionLocationTable;
  referral_settings: ReferralSettingsTable;
  referrals: ReferralTable;
  referral_status_changes: ReferralStatusChangeTable;
}
