import { defaultExporter, type Exporter, type RaRecord } from 'react-admin';

/** A CSV exporter whose rows are flattened first (nested arrays do not read well in a sheet). */
export function csvExporter<T extends RaRecord>(
  filename: string,
  row: (record: T) => Record<string, unknown>,
): Exporter {
  return (records, fetchRelated, dataProvider) =>
    defaultExporter((records as T[]).map(row), fetchRelated, dataProvider, filename);
}

/** A CSV row of the record's `fields`, in that order; an absent value is an empty cell. */
export function csvFields<T extends RaRecord>(...fields: (keyof T & string)[]) {
  return (record: T): Record<string, unknown> =>
    Object.fromEntries(fields.map((field) => [field, record[field] ?? '']));
}
