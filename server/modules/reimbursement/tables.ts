import type { Generated } from 'kysely';
import type {
  DocumentKind,
  InstitutionField,
  ReimbursementStatus,
} from '../../../contracts/reimbursement/reimbursement';
import type { StatusChangeTable } from '../../workflow/historyTable';

// Educational reimbursement (migration 0025_reimbursement).

/** A reimbursement type (GetInformationLists' `reimbursementTypes`): `code` is what the form sends. */
interface ReimbursementTypeTable {
  code: string;
  name_es: string;
  name_en: string;
  /** At most one live request of this type per employee and calendar year (Tech Academy). */
  once_per_year: number;
  sort_order: number;
}

/** A studies category (GetStudiesCategory) and the institution field it asks for. */
interface ReimbursementCategoryTable {
  code: string;
  name_es: string;
  name_en: string;
  institution_field: InstitutionField;
  sort_order: number;
}

/** The lists of values the form offers, each ending with its 'Otro' option where it has one. */
export const OPTION_LISTS = [
  'course',
  'career',
  'technicalCentre',
  'languageCentre',
  'university',
  'certification',
  'languageLevel',
] as const;
export type OptionList = (typeof OPTION_LISTS)[number];

interface ReimbursementOptionTable {
  id: Generated<number>;
  list: OptionList;
  code: string;
  name_es: string;
  name_en: string;
  sort_order: number;
}

export interface ReimbursementTable {
  id: Generated<number>;
  /** The author: always the caller of the POST. */
  employee_id: number;
  reimbursement_type: string;
  /** The category's code (Tech Academy: the type). */
  studies_category: string;
  course: string;
  language_level: string | null;
  invoice_number: string;
  /** The invoice number as the duplicate rule compares it (normaliseInvoiceNumber). */
  invoice_key: string;
  is_last_period: number;
  technical_centre: string | null;
  language_centre: string | null;
  university: string | null;
  certification: string | null;
  career: string | null;
  others: string | null;
  email: string;
  comments: string;
  score: number | null;
  end_date: string | null;
  certification_date: string | null;
  /** Colones in integer céntimos. */
  amount_minor: number;
  status: ReimbursementStatus;
  /** The approver's note of the decision (a rejection's reason), '' while pending. */
  decision_note: string;
  created_at: string;
  status_changed_at: string;
}

/** A stored document of a request (the file is private: files.private = 1). */
interface ReimbursementDocumentTable {
  id: Generated<number>;
  reimbursement_id: number;
  kind: DocumentKind;
  file_id: string;
  name: string;
  mime: string;
  size: number;
}

/** The first row (from_status null) is the request submitted. */
type ReimbursementStatusChangeTable = StatusChangeTable<'reimbursement_id', ReimbursementStatus>;

export interface ReimbursementTables {
  reimbursement_types: ReimbursementTypeTable;
  reimbursement_categories: ReimbursementCategoryTable;
  reimbursement_options: ReimbursementOptionTable;
  reimbursements: ReimbursementTable;
  reimbursement_documents: ReimbursementDocumentTable;
  reimbursement_status_changes: ReimbursementStatusChangeTable;
}
