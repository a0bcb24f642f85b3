import type { DataProvider } from 'react-admin';
// Types only: the contract's yup schemas are built after the portal sets yup's messages.
import type { DataExportState, ErasureInput, ErasureResult } from '../contracts/privacy/myData';
import type { HttpClient } from './http';
import { legacyAdapter } from './legacyAdapter';

/** The resource of "My data". */
export const MY_DATA_EXPORT = 'my-data-export';

/** An administrator's erasure of one person's data (create only). */
export const PRIVACY_ERASURES = 'privacy-erasures';

/** What erasing a person did, as a record named by the person's id. */
export type ErasureRecord = ErasureResult & { id: number };

/** The caller's download as a record: its state and where its ZIP is read (`dataProvider.download`). */
export type DataExportRecord = DataExportState & { id: 'mine'; downloadUrl: string };

const base = (mainApi: string) => `${mainApi}/api/privacy`;

/**
 * `my-data-export`: the state of the caller's download (getOne, GET /api/privacy/export), a new
 * one asked for (create: POST), its ZIP at `downloadUrl`.
 */
export function myDataExportAdapter(mainApi: string, http: HttpClient): DataProvider {
  const address = `${base(mainApi)}/export`;
  const record = (state: DataExportState): DataExportRecord => ({
    ...state,
    id: 'mine',
    downloadUrl: `${address}/download`,
  });
  return legacyAdapter<DataExportRecord, DataExportState>(http, {
    resource: MY_DATA_EXPORT,
    toRecord: record,
    getOne: async () => record(await http.json<DataExportState>(address)),
    create: { path: address, body: () => ({}) },
  });
}

/**
 * `privacy-erasures`: an administrator erases one person who left (create: POST
 * /api/privacy/erasures); the answer says per table what was deleted, anonymised or kept, and why.
 */
export function privacyErasuresAdapter(mainApi: string, http: HttpClient): DataProvider {
  return legacyAdapter<ErasureRecord, ErasureResult, ErasureInput>(http, {
    resource: PRIVACY_ERASURES,
    toRecord: (result) => ({ ...result, id: result.employeeId }),
    create: {
      path: `${base(mainApi)}/erasures`,
      body: ({ data }) => ({ employeeId: Number(data.employeeId) }),
    },
  });
}
