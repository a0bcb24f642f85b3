import { array, type InferType, mixed, number, object, string } from 'yup';
import {
  approvalDecisionBody,
  approvalWorkflow,
  approvalListFilter,
  approvalSortable,
  type ApprovalStatus,
} from '../approvals';
import { addDays, calendarDay } from '../calendar';
import { recordId } from '../fields';
import { isIsoDate } from '../newsletters/newsletters';
import type { Place } from '../places';
import { restListQuery, searchText } from '../restQuery';
import { TIME_OF_DAY } from '../timeOfDay';
import { defineWorkflow, type StatusChangeRecord } from '../workflow';

/**
 * Transportation: the company's shuttles for shifts that start or end when public transport is
 * thin. An employee sees the routes near their home and asks for a seat at one stop; the
 * transport coordinators (Transport_Coordinator, System_Admin) keep the routes and decide the
 * requests. Every employee uses the module (no user role). All calls are on the main family
 * (/api/main/…): the employee's under /transportation/…, the coordinators' resources at
 * /admin/transport-routes and /admin/transport-requests (ra-data-simple-rest).
 */

// ---------------------------------------------------------------------------------------------
// Codes

/** `inbound`: from homes to the site before the shift; `outbound`: from the site home after it. */
export const DIRECTIONS = ['inbound', 'outbound'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/**
 * The approvals kit's moves, but an approved seat may be given up too (its author cancels it and
 * the seat is free): submitted → approved / rejected / cancelled, approved → cancelled.
 */
export const transportWorkflow = defineWorkflow<ApprovalStatus>({
  ...approvalWorkflow.transitions,
  approved: ['cancelled'],
});

/** How near a route passes to a home: a stop in its district, its canton or its province. */
export const NEARNESS = ['district', 'canton', 'province'] as const;
export type Nearness = (typeof NEARNESS)[number];

/** How far ahead a seat may be asked for (days after today). */
export const MAX_START_DAYS_AHEAD = 60;
/** The most seats of a route (a large bus). */
export const MAX_SEATS = 80;
/** Stops of a route. */
export const MIN_STOPS = 1;
export const MAX_STOPS = 20;
/** The longest note of a request. */
export const NOTE_MAX = 500;

/** The names of the contract's own tests: the portal maps them to translated messages. */
export const TRANSPORT_TESTS = {
  isoDate: 'isoDate',
  startWindow: 'startWindow',
  days: 'days',
} as const;

// ---------------------------------------------------------------------------------------------
// Answers

/** A stop of a route, in the order the shuttle passes. */
export interface TransportStop {
  id: number;
  /** 1-based place on the route. */
  position: number;
  name: string;
  /** 'HH:MM' 24-hour: when the shuttle passes. */
  time: string;
  /** INEC district ('10101') and the canton and province it is in. */
  districtCode: string;
  districtName: string;
  cantonCode: string;
  cantonName: string;
  provinceCode: number;
  provinceName: string;
}

/** A route (the coordinators' resource and, with `nearness`, the employee's list). */
export interface TransportRoute {
  id: number;
  name: string;
  direction: Direction;
  /** The company building it serves. */
  site: string;
  /** Weekdays 1–7 it runs, ascending. */
  days: number[];
  seats: number;
  /** Seats held by submitted and approved requests. */
  seatsTaken: number;
  seatsLeft: number;
  active: boolean;
  stops: TransportStop[];
}

/** A route as the employee sees it from home. */
export interface NearbyRoute extends TransportRoute {
  /** How near it passes: null when not near (the answer lists every route then). */
  nearness: Nearness | null;
  /** The first stop in the nearest place (district, canton or province), else null. */
  nearestStopId: number | null;
}

/** Where the employee lives (the geography kit's home, without the address line). */
export interface TransportHome extends Place {
  /** Their address line (their own data). */
  address: string;
}

/**
 * GET /api/main/transportation/routes/nearby (any employee, about themself). `home` null: they
 * have not said where they live (set on /MyLocation). `nearby` true: `routes` are the active
 * routes with a stop in their district, then canton, then province (in that order, then by
 * name). `nearby` false (no home or nothing near): `routes` are every active route by name,
 * `nearness` null. Filter `direction` optional.
 */
export interface NearbyAnswer {
  home: TransportHome | null;
  nearby: boolean;
  routes: NearbyRoute[];
}

/** A request as its author sees it. */
export interface TransportRequest {
  id: number;
  routeId: number;
  routeName: string;
  direction: Direction;
  site: string;
  stopId: number;
  stopName: string;
  stopTime: string;
  /** 'YYYY-MM-DD': the first day they ride. */
  startDate: string;
  note: string;
  status: ApprovalStatus;
  /** The coordinator's note (a rejection's reason), else ''. */
  decisionNote: string;
  createdAt: string;
  statusChangedAt: string;
}

export type TransportStatusChange = StatusChangeRecord<ApprovalStatus>;

/** A request in the coordinators' inbox (the approvals kit's ApprovalRecord names included). */
export interface TransportRequestRecord extends TransportRequest {
  employeeId: number;
  employeeName: string;
  employeeBadge: string;
  employeeEmail: string;
  submittedAt: string;
  /** The route's seats and how many are left now. */
  seats: number;
  seatsLeft: number;
  history: TransportStatusChange[];
}

// ---------------------------------------------------------------------------------------------
// Requests

const direction = () =>
  mixed<Direction>()
    .oneOf([...DIRECTIONS], '${path} must be inbound or outbound')
    .transform((value: unknown) => (value === '' ? undefined : value));

const activeFlag = () =>
  mixed<boolean>()
    .transform((value: unknown) => {
      if (value === 'true' || value === '1' || value === 1) return true;
      if (value === 'false' || value === '0' || value === 0) return false;
      return value;
    })
    .oneOf([true, false]);

/** GET /api/main/transportation/routes/nearby?direction= (any employee): NearbyAnswer. */
export const nearbyQuery = object({ direction: direction().optional() });
export type NearbyQuery = InferType<typeof nearbyQuery>;

/**
 * POST /api/main/transportation/requests (any employee, for themself): a seat on `routeId` at
 * its stop `stopId` from `startDate` (today … today + MAX_START_DAYS_AHEAD, company calendar).
 * 400 naming routeId (unknown), stopId (not a stop of the route), startDate; 409 naming routeId
 * when the route is inactive, full (submitted + approved = seats) or they already hold an open
 * (submitted or approved) request in its direction. The request is `submitted` and holds the seat
 * at once. Answers 201 TransportRequest; the author is notified.
 */
export const requestBody = object({
  routeId: recordId().required(),
  stopId: recordId().required(),
  startDate: string()
    .trim()
    .required()
    .test(TRANSPORT_TESTS.isoDate, '${path} must be a date (YYYY-MM-DD)', (value) =>
      isIsoDate(value ?? ''),
    )
    .test(
      TRANSPORT_TESTS.startWindow,
      `\${path} must be from today to ${MAX_START_DAYS_AHEAD} days ahead`,
      (value) => {
        if (!value || !isIsoDate(value)) return true;
        const today = calendarDay();
        return value >= today && value <= addDays(today, MAX_START_DAYS_AHEAD);
      },
    ),
  note: string().trim().max(NOTE_MAX).default(''),
});
export type RequestBody = InferType<typeof requestBody>;

/**
 * GET /api/main/transportation/requests/mine (any employee): their requests, newest first
 * (TransportRequest[]).
 *
 * POST /api/main/transportation/requests/{id}/cancel (its author; no body): withdraws an open
 * (submitted or approved) request and frees its seat (transportWorkflow). 404 when not theirs,
 * 409 naming status once rejected or cancelled. Answers the TransportRequest.
 */
export const requestIdParams = object({ id: recordId().required() });

/**
 * GET /api/main/admin/transport-requests (Transport_Coordinator, System_Admin; the inbox, rows
 * and records TransportRequestRecord; GET …/{id}): filters `status`, `q` (the author's name,
 * badge or email), `submittedFrom`/`submittedTo`, `routeId`, `direction`; sorts submittedAt
 * (oldest first by default), status, employeeName, startDate, routeName. A coordinator's own
 * requests are never in their inbox.
 */
export const transportRequestsQuery = restListQuery(
  [...approvalSortable, 'startDate', 'routeName'],
  ['submittedAt', 'ASC'],
  object({
    ...approvalListFilter,
    routeId: recordId().optional(),
    direction: direction().optional(),
  }),
);
export type TransportRequestsQuery = InferType<typeof transportRequestsQuery>;

/**
 * PUT /api/main/admin/transport-requests/{id} (the coordinators): `{ status: 'approved' |
 * 'rejected', note, from? }`; a rejection says why (400 naming note); 409 naming status when no
 * longer pending or their own. A rejection frees the seat. Answers the TransportRequestRecord;
 * the author is notified.
 */
export const transportDecisionBody = approvalDecisionBody;
export type TransportDecision = InferType<typeof transportDecisionBody>;

/**
 * GET /api/main/admin/transport-routes (Transport_Coordinator, System_Admin; GET …/{id}, POST,
 * PUT …/{id}; rows TransportRoute with the stops inline; audited; a route is deactivated, never
 * deleted): filters `q` (name or site), `direction`, `active`, `provinceCode` (a stop in it);
 * sorts name (default), direction, site, seats, seatsLeft, id.
 */
export const transportRoutesQuery = restListQuery(
  ['name', 'direction', 'site', 'seats', 'seatsLeft', 'id'],
  ['name', 'ASC'],
  object({
    q: searchText,
    direction: direction().optional(),
    active: activeFlag().optional(),
    provinceCode: number().integer().min(1).max(7).optional(),
  }),
);
export type TransportRoutesQuery = InferType<typeof transportRoutesQuery>;

/**
 * A stop as written: `id` keeps an existing stop (its requests follow it); a stop without one is
 * new. `districtCode` an INEC district (400 naming stops[i].districtCode when unknown); the form's
 * cascade may send `provinceCode` and `cantonCode` too, then the district must be in that canton
 * and the canton in that province (400 naming the field).
 */
export const stopBody = object({
  id: recordId().optional(),
  name: string().trim().required().max(120),
  time: string().trim().required().matches(TIME_OF_DAY, "${path} must be a time 'HH:MM'"),
  provinceCode: number().integer().min(1).max(7).optional(),
  cantonCode: string()
    .trim()
    .matches(/^[1-7]\d{2}$/, '${path} must be a canton code (3 digits)')
    .optional(),
  districtCode: string()
    .trim()
    .required()
    .matches(/^[1-7]\d{4}$/, '${path} must be a district code (5 digits)'),
});
export type StopBody = InferType<typeof stopBody>;

/**
 * POST / PUT of a route: name unique (409 naming name); `days` distinct weekdays 1–7, at least
 * one; `seats` 1–MAX_SEATS and, on PUT, not below the seats taken (400 naming seats); `stops` in
 * the order the shuttle passes, MIN_STOPS–MAX_STOPS; on PUT a stop left out is removed, unless a
 * request names it (400 naming stops). A deactivated route keeps its requests and takes no new
 * ones.
 */
export const routeBody = object({
  name: string().trim().required().max(120),
  direction: direction().required(),
  site: string().trim().required().max(120),
  days: array(number().integer().min(1).max(7).required())
    .required()
    .min(1)
    .max(7)
    .test(
      TRANSPORT_TESTS.days,
      '${path} must be different weekdays 1–7',
      (value) => !value || new Set(value).size === value.length,
    ),
  seats: number().integer().required().min(1).max(MAX_SEATS),
  active: mixed<boolean>().oneOf([true, false]).default(true),
  stops: array(stopBody.required()).required().min(MIN_STOPS).max(MAX_STOPS),
});
export type RouteBody = InferType<typeof routeBody>;
