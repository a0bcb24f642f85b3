import type { DataProvider } from 'react-admin';
// Types only: the contract's yup schemas are built after the portal sets yup's messages.
import type { RecordRead } from '../contracts/privacy/reads';
import type { HttpClient } from './http';
import { legacyAdapter } from './legacyAdapter';

/** The resource of who read the caller's records. */
export const MY_RECORD_READS = 'my-record-reads';

/** `my-record-reads`: who read the caller's records, newest first (GET /api/privacy/reads). */
export function myRecordReadsAdapter(mainApi: string, http: HttpClient): DataProvider {
  return legacyAdapter<RecordRead>(http, {
    resource: MY_RECORD_READS,
    list: ({ pagination }) => {
      const size = pagination?.perPage ?? 20;
      const offset = ((pagination?.page ?? 1) - 1) * size;
      return `${mainApi}/api/privacy/reads?size=${size}&offset=${offset}`;
    },
  });
}
