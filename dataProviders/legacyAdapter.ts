import type {
  DataProvider,
  DeleteManyParams,
  DeleteParams,
  GetListParams,
  GetListResult,
  GetManyParams,
  GetOneParams,
  Identifier,
  RaRecord,
} from 'react-admin';
import { deleteEach } from './deleteEach';
import { type FormFields, toFormErrors } from './errors';
import type { HttpClient } from './http';

/** A contract body: multipart when it is a FormData, JSON otherwise. */
export type Payload = FormData | object;

/** A write to the service: its address, its method and its body, from react-admin's params. */
export interface LegacyWrite<Params> {
  /** A function may answer a promise (a call whose query carries today's date token). */
  path: string | ((params: Params) => string | Promise<string>);
  /** By default POST to create, PUT to update and DELETE to delete. */
  method?: 'POST' | 'PUT' | 'DELETE';
  body?: (params: Params) => Payload | Promise<Payload>;
}

/**
 * One resource over the legacy endpoints: where each operation goes, how the contract's answer
 * becomes the portal's record (`Row`) and how the form's values (`Values`) become the contract's
 * body. Operations it does not declare reject with a clear message.
 */
export interface LegacyResource<Row extends RaRecord, Answer = Row, Values = Row> {
  resource: string;
  /** The answer as the portal's record; without it the answer is the record. */
  toRecord?: (answer: Answer) => Row;
  /** GET a page (`X-Total-Count` is its total); null answers no rows without a call. */
  list?: (params: GetListParams) => string | null | Promise<string | null>;
  /** GET one record; getMany reads each. */
  one?: (id: Identifier) => string | Promise<string>;
  create?: LegacyWrite<{ data: Partial<Values> }>;
  update?: LegacyWrite<{ id: Identifier; data: Partial<Values> }>;
  /**
   * Answers the deleted record, or react-admin's copy when the service answers nothing; the copy
   * (`previousData`) also names what the contract's DELETE asks besides the id (a picture).
   */
  delete?: LegacyWrite<{ id: Identifier; previousData?: Row }>;
  /** Reads no single address says (a search, a page with extra counts…), typed by the record. */
  getList?: (params: GetListParams) => Promise<GetListResult<Row>>;
  getOne?: (id: Identifier) => Promise<Row>;
  getMany?: (ids: Identifier[]) => Promise<Row[]>;
  /** Where a write's refusals show on the form (by default under the fields the service names). */
  formFields?: FormFields;
}

/** A path segment: an id or a code, escaped. */
export const segment = (value: unknown) => encodeURIComponent(String(value));

/**
 * Several parameters in ONE path segment, joined by '&' as some contracts write them
 * (`/Canton/GetCantonByProvinceId/{id}&{token}`): each part escaped, so an '&' inside a value
 * never splits it.
 */
export const joinedSegment = (...parts: readonly unknown[]) => parts.map(segment).join('&');

/** An image as react-admin's ImageInput holds it: the stored one, or a file just chosen. */
export interface ImageValue {
  src: string;
  title?: string | null;
  rawFile?: File;
}

/** A stored image's URL as the image input's value. */
export const imageValue = (src: string | null, title: string | null): ImageValue | null =>
  src ? { src, title } : null;

/**
 * A multipart body: the text fields (null and undefined as ''), then each image field's newly
 * chosen file; without one it sends `emptyImage` (-1 where the contract says so) or nothing.
 */
export function multipartBody(
  fields: Record<string, unknown>,
  images: Record<string, Pick<ImageValue, 'rawFile'> | null | undefined> = {},
  emptyImage?: string,
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    form.append(name, value === null || value === undefined ? '' : String(value));
  }
  for (const [name, image] of Object.entries(images)) {
    const file = image?.rawFile;
    if (file) form.append(name, file, file.name);
    else if (emptyImage !== undefined) form.append(name, emptyImage);
  }
  return form;
}

/** Appends the files newly chosen in a document input (one value or a list) under `field`. */
export function appendDocuments(form: FormData, field: string, value: unknown): FormData {
  const chosen = (Array.isArray(value) ? value : [value]) as (ImageValue | null | undefined)[];
  for (const document of chosen) {
    if (document?.rawFile) form.append(field, document.rawFile, document.rawFile.name);
  }
  return form;
}

/** A react-admin DataProvider for one resource declared over the legacy endpoints. */
export function legacyAdapter<Row extends RaRecord, Answer = Row, Values = Row>(
  http: HttpClient,
  spec: LegacyResource<Row, Answer, Values>,
): DataProvider {
  const { resource, toRecord, list, one } = spec;

  /** The answer as a record; none when the service answers nothing (204). */
  const answer = async (url: string, init?: RequestInit): Promise<Row | undefined> => {
    if (!toRecord) return http.json<Row | undefined>(url, init);
    const body = await http.json<Answer | undefined>(url, init);
    return body === undefined ? undefined : toRecord(body);
  };
  const record = async (url: string, init?: RequestInit): Promise<Row> => {
    const row = await answer(url, init);
    if (row === undefined) throw new Error(`${resource}: ${url} answered no record`);
    return row;
  };
  const page = async (url: string | null, signal?: AbortSignal): Promise<GetListResult<Row>> => {
    if (url === null) return { data: [], total: 0 };
    if (!toRecord) return http.list<Row>(url, { signal });
    const { data, total } = await http.list<Answer>(url, { signal });
    return { data: data.map((item) => toRecord(item)), total };
  };
  const send = async <Params, Result>(
    write: LegacyWrite<Params>,
    params: Params,
    method: NonNullable<LegacyWrite<Params>['method']>,
    read: (url: string, init: RequestInit) => Promise<Result>,
  ) => {
    const url = typeof write.path === 'string' ? write.path : await write.path(params);
    const body = await write.body?.(params);
    try {
      return await read(url, {
        method: write.method ?? method,
        body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
      });
    } catch (error) {
      throw toFormErrors(error, spec.formFields);
    }
  };
  const refuse = (method: string) => () =>
    Promise.reject(new Error(`${resource}: ${method} is not offered by the service`));

  const getOne = spec.getOne ?? (one && (async (id: Identifier) => record(await one(id))));
  // The caller's signal (react-query's, the search's) cancels the request it no longer needs.
  const getList =
    spec.getList ??
    (list && (async (params: GetListParams) => page(await list(params), params.signal)));
  const getMany = spec.getMany ?? (getOne && ((ids: Identifier[]) => Promise.all(ids.map(getOne))));
  const { create, update, delete: remove } = spec;
  const provider = {
    getList: getList
      ? (_resource: string, params: GetListParams) => getList(params)
      : refuse('getList'),
    getOne: getOne
      ? async (_resource: string, { id }: GetOneParams) => ({ data: await getOne(id) })
      : refuse('getOne'),
    getMany: getMany
      ? async (_resource: string, { ids }: GetManyParams) => ({ data: await getMany(ids) })
      : refuse('getMany'),
    getManyReference: refuse('getManyReference'),
    create: create
      ? async (_resource: string, { data }: { data: Partial<Values> }) => ({
          data: await send(create, { data }, 'POST', record),
        })
      : refuse('create'),
    update: update
      ? async (_resource: string, { id, data }: { id: Identifier; data: Partial<Values> }) => ({
          data: await send(update, { id, data }, 'PUT', record),
        })
      : refuse('update'),
    updateMany: refuse('updateMany'),
    delete: remove
      ? async (_resource: string, { id, previousData }: DeleteParams<Row>) => ({
          data: (await send(remove, { id, previousData }, 'DELETE', answer)) ??
            previousData ?? { id },
        })
      : refuse('delete'),
    // The contract deletes one record a call: a bulk delete is one call per id (deleteEach).
    deleteMany: remove
      ? (_resource: string, { ids }: DeleteManyParams) =>
          deleteEach(ids, (id) => send(remove, { id }, 'DELETE', answer))
      : refuse('deleteMany'),
  };
  // react-admin types each method generic in the caller's record; this one answers `Row`.
  return provider as DataProvider;
}
