import type { Generated } from 'kysely';

/** An employee's download of their data (0056_privacy_exports). */
export interface PrivacyExportTable {
  id: Generated<number>;
  employee_id: number;
  status: 'preparing' | 'ready' | 'failed';
  requested_at: string;
  ready_at: string | null;
  expires_at: string | null;
  size: number | null;
  /** The ZIP, once ready. */
  data: Buffer | null;
}

export interface PrivacyTables {
  privacy_exports: PrivacyExportTable;
}
