import type { DataProvider, Identifier } from 'react-admin';
// Types and constants only: the contract's yup schemas are built after the portal sets yup's
// messages.
import type {
  Direction,
  NearbyAnswer,
  RequestBody,
  TransportRequest,
} from '../../contracts/transportation/transportation';
import type { HttpClient } from '../http';
import { legacyAdapter, segment } from '../legacyAdapter';
import { search } from '../listParams';

/**
 * Transportation's employee calls on the main family (/api/main/transportation/…):
 * - `nearby-transport-routes`: one record, the routes near my home (GET /routes/nearby), its id
 *   the direction asked for (`inbound`, `outbound`) or `all`;
 * - `my-transport-requests`: my requests, newest first (GET /requests/mine), a seat asked for
 *   (create: POST /requests) and my withdrawal of a pending one (update: POST
 *   /requests/{id}/cancel, answering the cancelled request).
 * The coordinators' routes and inbox are the portal's own resources (simple-rest).
 */

/** The nearby answer as a record: its id is the direction asked for. */
export type NearbyRecord = NearbyAnswer & { id: NearbyId };
export type NearbyId = Direction | 'all';

/** The seat request form's values: the contract's body (the route chosen first, then its stop). */
export type SeatRequestValues = RequestBody;

/** The contract's body of a seat request: ids as numbers, the note trimmed. */
export const seatRequestBody = (values: Partial<SeatRequestValues>): RequestBody => ({
  routeId: Number(values.routeId),
  stopId: Number(values.stopId),
  startDate: String(values.startDate ?? '').trim(),
  note: String(values.note ?? '').trim(),
});

export function nearbyRoutesAdapter(mainApi: string, http: HttpClient): DataProvider {
  return legacyAdapter<NearbyRecord>(http, {
    resource: 'nearby-transport-routes',
    getOne: async (id: Identifier) => {
      const direction = id === 'inbound' || id === 'outbound' ? id : undefined;
      const query = search({ direction }).toString();
      const answer = await http.json<NearbyAnswer>(
        `${mainApi}/transportation/routes/nearby${query && `?${query}`}`,
      );
      return { ...answer, id: direction ?? 'all' };
    },
  });
}

export function myTransportRequestsAdapter(mainApi: string, http: HttpClient): DataProvider {
  const base = `${mainApi}/transportation/requests`;
  return legacyAdapter<TransportRequest, TransportRequest, SeatRequestValues>(http, {
    resource: 'my-transport-requests',
    list: () => `${base}/mine`,
    create: { path: base, body: ({ data }) => seatRequestBody(data) },
    // A withdrawal is the request's move to `cancelled`: the contract's POST …/cancel.
    update: { method: 'POST', path: ({ id }) => `${base}/${segment(id)}/cancel` },
  });
}
