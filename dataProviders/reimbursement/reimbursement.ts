import type { DataProvider, Identifier } from 'react-admin';
import {
  type AllowNewRequestAnswer,
  type AllowRequestTypeAnswer,
  amountText,
  type DuplicateInvoiceAnswer,
  type InformationLists,
  type InstitutionField,
  isLanguagesCategory,
  isTechAcademy,
  type LatestAcademicPeriodAnswer,
  OTHER_OPTION,
  type ReferenceOption,
  type Reimbursement,
  type ReimbursementSummary,
  type StudiesCategory,
} from '../../contracts/reimbursement/reimbursement';
import { toMinorUnits } from '../../contracts/money';
import type { HttpClient } from '../http';
import { appendDocuments, legacyAdapter, multipartBody, segment } from '../legacyAdapter';
import { search } from '../listParams';

/**
 * Educational reimbursement over its legacy calls (main family, /EducationalReimbursement…):
 * - `reimbursement-options`: one record ('current') with the form's lists (GetInformationLists),
 *   the careers (GetCarrers) and the studies categories (GetStudiesCategory);
 * - `my-reimbursements`: the caller's requests (GET, paged by size/offset), a new one (POST,
 *   multipart, with every §5 rule applied by `reimbursementFields`), and the checks the form asks:
 *   AllowNewRequest, AllowRequestType, IsDuplicateInvoce, GetLatestPA;
 * - `reimbursement-details`: one request with its documents and history, and its withdrawal.
 */

/** The form's choices for the institution fields with a list; `others` is free text only. */
export const INSTITUTION_LISTS = {
  technicalCentre: 'technicalCentres',
  languageCentre: 'languageCentres',
  university: 'universities',
  certification: 'certifications',
} as const satisfies Partial<Record<InstitutionField, keyof InformationLists>>;
export type ListedInstitution = keyof typeof INSTITUTION_LISTS;

/** The one record of `reimbursement-options`. */
export interface ReimbursementOptions extends InformationLists {
  id: 'current';
  careers: ReferenceOption[];
  categories: StudiesCategory[];
}

/**
 * The form's values: each listed field with its free text beside it (`courseOther`,
 * `universityOther`…), the chosen category's institution field (the only one sent), the amount
 * as typed and the chosen files.
 */
export interface ReimbursementValues {
  reimbursementType?: string;
  studiesCategory?: string;
  /** The institution field GetStudiesCategory gives the chosen category (none for Tech Academy). */
  institutionField?: InstitutionField | null;
  course?: string;
  courseOther?: string;
  career?: string;
  careerOther?: string;
  languageLevel?: string;
  technicalCentre?: string;
  technicalCentreOther?: string;
  languageCentre?: string;
  languageCentreOther?: string;
  university?: string;
  universityOther?: string;
  certification?: string;
  certificationOther?: string;
  others?: string;
  invoiceNumber?: string;
  isLastPeriod?: boolean;
  email?: string;
  comments?: string;
  score?: number | string | null;
  endDate?: string | null;
  certificationDate?: string | null;
  /** Colones as typed: '125000,50', '125000.5' or '125000'. */
  amount?: string | number;
  invoice?: unknown;
  certificate?: unknown;
  resume?: unknown;
}

const text = (value: unknown): string =>
  value === undefined || value === null ? '' : String(value).trim();

/** R11a: the free text when 'Otro' is chosen, else the option chosen. */
export const chosenOrFreeText = (chosen: unknown, freeText: unknown): string =>
  text(chosen) === OTHER_OPTION ? text(freeText) : text(chosen);

/** R11b: the free-text 'other' value whenever it is given, else the option chosen. */
export const otherWhenGiven = (chosen: unknown, other: unknown): string =>
  text(other) || text(chosen);

/** Colones with the decimal comma at the edge ('125000.5' → '125000,50'); kept as typed when not an amount. */
export const amountAtEdge = (amount: unknown): string => {
  const minor = toMinorUnits(text(amount));
  return minor === null ? text(amount) : amountText(minor);
};

/** Whether the category asks for a career: the one studied at a university or institute. */
export const asksCareer = (institutionField: InstitutionField | null | undefined) =>
  institutionField === 'university';

/**
 * The form's values as POST /EducationalReimbursement's text fields, the §5 rules applied:
 * - R11a: course and career send their free text when 'Otro' is chosen;
 * - R11b: the centre, institute and certification send their free-text 'other' when given;
 *   only the chosen category's institution field is sent (a field left over from another
 *   category is not), and the career only for a university category;
 * - R11c: the language level only for the languages category (any case);
 * - R11d: for Tech Academy the category sent is the type itself (and no institution);
 * - R11e: the end and certification dates only when set (the resume: `reimbursementFormData`).
 * The amount travels with a decimal comma; the score only when given.
 */
export function reimbursementFields(values: ReimbursementValues): Record<string, string> {
  const type = text(values.reimbursementType);
  const techAcademy = isTechAcademy(type);
  const category = techAcademy ? type : text(values.studiesCategory);
  const institution = techAcademy ? null : (values.institutionField ?? null);
  const fields: Record<string, string> = {
    reimbursementType: type,
    studiesCategory: category,
    course: chosenOrFreeText(values.course, values.courseOther),
    invoiceNumber: text(values.invoiceNumber),
    isLastPeriod: values.isLastPeriod ? 'true' : 'false',
    email: text(values.email),
    comments: text(values.comments),
    amount: amountAtEdge(values.amount),
  };
  if (institution === 'others') fields.others = text(values.others);
  else if (institution) {
    fields[institution] = otherWhenGiven(values[institution], values[`${institution}Other`]);
  }
  if (asksCareer(institution)) {
    fields.career = chosenOrFreeText(values.career, values.careerOther);
  }
  if (isLanguagesCategory(category)) fields.languageLevel = text(values.languageLevel);
  if (text(values.score)) fields.score = text(values.score);
  if (text(values.endDate)) fields.endDate = text(values.endDate);
  if (text(values.certificationDate)) fields.certificationDate = text(values.certificationDate);
  return fields;
}

/** The whole multipart body: the fields, the invoice(s), the certificate and the resume when chosen. */
export function reimbursementFormData(values: ReimbursementValues): FormData {
  const form = multipartBody(reimbursementFields(values));
  appendDocuments(form, 'invoice', values.invoice);
  appendDocuments(form, 'certificate', values.certificate);
  return appendDocuments(form, 'resume', values.resume);
}

/** The reference lists of the form, read together. */
export const reimbursementOptionsAdapter = (mainApi: string, http: HttpClient): DataProvider => {
  const base = `${mainApi}/EducationalReimbursement`;
  return legacyAdapter<ReimbursementOptions>(http, {
    resource: 'reimbursement-options',
    getOne: async () => {
      const [lists, careers, categories] = await Promise.all([
        http.json<InformationLists>(`${base}/GetInformationLists`),
        http.json<ReferenceOption[]>(`${base}/GetCarrers`),
        http.json<StudiesCategory[]>(`${base}/GetStudiesCategory`),
      ]);
      return { ...lists, careers, categories, id: 'current' };
    },
  });
};

export interface MyReimbursementsDataProvider extends DataProvider {
  /** GET …/AllowNewRequest: whether the caller may ask for a reimbursement now, and why not. */
  allowNewRequest(resource: 'my-reimbursements'): Promise<AllowNewRequestAnswer>;
  /** GET …/AllowRequestType/{type}: the error flag and its message for this type. */
  allowRequestType(
    resource: 'my-reimbursements',
    params: { type: string },
  ): Promise<AllowRequestTypeAnswer>;
  /** GET …/IsDuplicateInvoce/{invoice}: whether a live request already claims the invoice. */
  isDuplicateInvoice(
    resource: 'my-reimbursements',
    params: { invoiceNumber: string },
  ): Promise<DuplicateInvoiceAnswer>;
  /** GET …/GetLatestPA/{badge}: the caller's latest academic period, to prefill the form. */
  latestPeriod(
    resource: 'my-reimbursements',
    params: { badge: string },
  ): Promise<LatestAcademicPeriodAnswer>;
}

/** The caller's requests, newest first (`size`/`offset` from the page), and a new one. */
export function myReimbursementsAdapter(
  mainApi: string,
  http: HttpClient,
): MyReimbursementsDataProvider {
  const base = `${mainApi}/EducationalReimbursement`;
  const adapter = legacyAdapter<
    ReimbursementSummary | Reimbursement,
    ReimbursementSummary,
    ReimbursementValues
  >(http, {
    resource: 'my-reimbursements',
    list: ({ pagination }) => {
      const size = pagination?.perPage ?? 50;
      const offset = ((pagination?.page ?? 1) - 1) * size;
      return `${base}?${search({ size, offset })}`;
    },
    create: { path: base, body: ({ data }) => reimbursementFormData(data) },
  });
  return Object.assign(adapter, {
    allowNewRequest: () => http.json<AllowNewRequestAnswer>(`${base}/AllowNewRequest`),
    allowRequestType: (_resource: 'my-reimbursements', { type }: { type: string }) =>
      http.json<AllowRequestTypeAnswer>(`${base}/AllowRequestType/${segment(type)}`),
    isDuplicateInvoice: (
      _resource: 'my-reimbursements',
      { invoiceNumber }: { invoiceNumber: string },
    ) =>
      http.json<DuplicateInvoiceAnswer>(
        `${base}/IsDuplicateInvoce/${segment(invoiceNumber.trim())}`,
      ),
    latestPeriod: (_resource: 'my-reimbursements', { badge }: { badge: string }) =>
      http.json<LatestAcademicPeriodAnswer>(`${base}/GetLatestPA/${segment(badge)}`),
  });
}

/**
 * `reimbursement-details`: one request with its documents and history (GET /{id}: its author or
 * an owner), and its author's withdrawal (DELETE /{id}). Its own resource, because react-admin
 * fills a resource's getOne cache from its lists, and list rows carry no documents nor history.
 * A document's address is the main family's path the service gives; it is read with the
 * session's token (DocumentLink), so a path without the main base gets it.
 */
export function reimbursementDetailsAdapter(mainApi: string, http: HttpClient): DataProvider {
  const one = (id: Identifier) => `${mainApi}/EducationalReimbursement/${segment(id)}`;
  const mainPath = new URL(mainApi, 'http://portal.invalid').pathname.replace(/\/$/, '');
  const documentUrl = (url: string) =>
    /^https?:/.test(url) || (mainPath && url.startsWith(`${mainPath}/`)) ? url : `${mainApi}${url}`;
  return legacyAdapter<Reimbursement>(http, {
    resource: 'reimbursement-details',
    toRecord: (request) => ({
      ...request,
      documents: request.documents.map((document) => ({
        ...document,
        url: documentUrl(document.url),
      })),
    }),
    one,
    delete: { path: ({ id }) => one(id) },
  });
}
