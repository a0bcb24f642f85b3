import { type InferType, object } from 'yup';
import { recordId } from '../fields';

/** How long a prepared download of one's data can be downloaded, in days. */
export const DATA_EXPORT_DAYS = 7;

/**
 * The caller's download of their data (GET /api/privacy/export): none asked for, being prepared
 * in the background, ready until `expiresAt`, expired, or failed (ask again).
 */
export interface DataExportState {
  status: 'none' | 'preparing' | 'ready' | 'expired' | 'failed';
  /** ISO-8601 instants; null where the status has none. */
  requestedAt: string | null;
  readyAt: string | null;
  expiresAt: string | null;
  /** The ZIP's size in bytes, once ready. */
  size: number | null;
}

/** POST /api/privacy/erasures: the employee whose data an administrator erases. */
export const erasureBody = object({
  employeeId: recordId().required(),
});
export type ErasureInput = InferType<typeof erasureBody>;

/** What erasing a person did to one table: its rows erased, anonymised or kept (and why). */
export interface ErasedTable {
  module: string;
  table: string;
  rows: number;
  action: 'deleted' | 'anonymised' | 'kept';
  /** The legal reason a kept table stays. */
  reason: string | null;
}

/** The answer of an erasure: whom, and what happened to each table holding their rows. */
export interface ErasureResult {
  employeeId: number;
  fullName: string;
  tables: ErasedTable[];
  /** Files of the person deleted with their rows (résumés, receipts). */
  filesDeleted: number;
}
