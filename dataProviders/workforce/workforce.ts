import type { DataProvider } from 'react-admin';
import type { WorkforceEmployee } from '../../contracts/workforce/administration';
import type { ImportColumns, ImportField, ImportResult } from '../../contracts/workforce/import';
import type { DownloadedFile, HttpClient } from '../http';
import { callsOnly } from '../callsOnly';

/** The field of each column in the file's order; null leaves the column out. */
export type ImportMapping = (ImportField | null)[];

/** HR's calls besides react-admin's: the CSV import and an employee's deactivation. */
export interface WorkforceDataProvider extends DataProvider {
  importColumns(resource: 'workforce', params: { file: File }): Promise<ImportColumns>;
  previewImport(
    resource: 'workforce',
    params: { file: File; mapping: ImportMapping },
  ): Promise<ImportResult>;
  applyImport(
    resource: 'workforce',
    params: { file: File; mapping: ImportMapping; skipRefused: boolean },
  ): Promise<ImportResult>;
  importTemplate(resource: 'workforce'): Promise<DownloadedFile>;
  setEmployeeActive(
    resource: 'workforce',
    params: { id: number; active: boolean },
  ): Promise<WorkforceEmployee>;
}

export const workforceAdapter = (mainApi: string, http: HttpClient): WorkforceDataProvider => {
  const importUrl = `${mainApi}/workforce/import`;
  const send = <T>(path: string, file: File, fields: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', file, file.name);
    return http.json<T>(`${importUrl}${path}`, { method: 'POST', body: form });
  };
  const mappingField = (mapping: ImportMapping) =>
    JSON.stringify(mapping.map((field) => field ?? ''));
  return {
    ...callsOnly('workforce'),
    importColumns: (_resource, { file }) => send<ImportColumns>('/columns', file, {}),
    previewImport: (_resource, { file, mapping }) =>
      send<ImportResult>('/preview', file, { mapping: mappingField(mapping) }),
    applyImport: (_resource, { file, mapping, skipRefused }) =>
      send<ImportResult>('', file, {
        mapping: mappingField(mapping),
        skipRefused: String(skipRefused),
      }),
    importTemplate: () => http.download(`${importUrl}/template`),
    setEmployeeActive: (_resource, { id, active }) =>
      http.json<WorkforceEmployee>(`${mainApi}/workforce/employees/${id}/active`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ active }),
      }),
  };
};
