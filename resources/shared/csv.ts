import { defaultExporter, type Exporter, type RaRecord } from 'react-admin';

/** A CSV exporter whose rows are flattened first (nested arrays do not read well in a sheet). */
export function csvExporter<T extends RaRecord>(
  filename: string,
  row: (record: T) => Record<string, unknown>,
): Exporter {
  return (records, fetchRelated, dataProvider) =>
    defaultExporter((records as T[]).map(row), fetchRelated, dataProvider, filename);
}
