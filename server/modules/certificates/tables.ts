import type { Generated } from 'kysely';
import type { CertificateType } from '../../../contracts/certificates/certificates';

// Certificates (migration 0029_certificates).

export interface CertificateTable {
  id: Generated<number>;
  /** 12 Crockford base-32 characters without dashes (normaliseVerificationCode): random, unguessable. */
  verification_code: string;
  employee_id: number;
  type: CertificateType;
  /** 'YYYY-MM-DD' (company calendar). */
  issued_on: string;
  city: string;
  /** Type 3: when the incapacity started. */
  incapacity_start: string | null;
  /** The signer as configured when it was issued: a later change of signer leaves it as signed. */
  signer_code: string;
  signer_name: string;
  signer_title: string;
  /** JSON text of CertificateStatement: what the PDF and the verification page say. */
  statement: string;
  created_at: string;
  revoked_at: string | null;
  revoked_by: number | null;
  revoke_reason: string | null;
}

/** A food-handler health review (carné de manipulación de alimentos). */
interface FoodHandlerReviewTable {
  id: Generated<number>;
  employee_id: number;
  /** 'YYYY-MM-DD'. */
  reviewed_on: string;
  expires_on: string;
}

export interface CertificateTables {
  certificates: CertificateTable;
  food_handler_reviews: FoodHandlerReviewTable;
}
