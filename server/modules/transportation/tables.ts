import type { Generated } from 'kysely';
import type { ApprovalStatus } from '../../../contracts/approvals';
import type { Direction } from '../../../contracts/transportation/transportation';
import type { StatusChangeTable } from '../../workflow/historyTable';

/** A shuttle route (the coordinators keep them; deactivated, never deleted). */
export interface TransportRouteTable {
  id: Generated<number>;
  /** Unique, ignoring case. */
  name: string;
  direction: Direction;
  /** The company building it serves. */
  site: string;
  /** Weekdays 1–7 it runs, ascending: '1,2,3,4,5'. */
  days: string;
  seats: number;
  active: number;
  created_at: string;
  updated_at: string;
}

/** A stop of a route, in the order the shuttle passes (`position` 1…). */
export interface TransportStopTable {
  id: Generated<number>;
  route_id: number;
  position: number;
  name: string;
  /** 'HH:MM' 24-hour. */
  time: string;
  district_code: string;
}

/** A seat request (the approvals kit's request table): submitted and approved ones hold a seat. */
export interface TransportRequestTable {
  id: Generated<number>;
  /** The author: always the caller of the POST. */
  employee_id: number;
  route_id: number;
  stop_id: number;
  /** The route's direction when asked: one open request per employee and direction. */
  direction: Direction;
  status: ApprovalStatus;
  start_date: string;
  note: string;
  /** The coordinator's note of the decision (a rejection's reason), '' while pending. */
  decision_note: string;
  created_at: string;
  status_changed_at: string;
}

type TransportRequestStatusChangeTable = StatusChangeTable<'request_id', ApprovalStatus>;

export interface TransportationTables {
  transport_routes: TransportRouteTable;
  transport_stops: TransportStopTable;
  transport_requests: TransportRequestTable;
  transport_request_status_changes: TransportRequestStatusChangeTable;
}
