import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import { mixed } from 'yup';
import {
  DOCUMENT_FIELDS,
  INSTITUTION_FIELDS,
  isLanguagesCategory,
  isTechAcademy,
  type LatestAcademicPeriod,
  OTHER_OPTION,
  REIMBURSEMENT_TESTS,
  reimbursementBody,
  type ReferenceOption,
} from '../../../contracts/reimbursement/reimbursement';
import {
  asksCareer,
  INSTITUTION_LISTS,
  type ListedInstitution,
  reimbursementFields,
  type ReimbursementOptions,
  type ReimbursementValues,
} from '../../../dataProviders/reimbursement/reimbursement';
import { contractResolver, requiredFieldsOf } from '../../../resources/shared/contractResolver';

const REQUIRED = 'ra.validation.required';

/** The files chosen in a document input (one value or a list). */
export const chosenFiles = (value: unknown): unknown[] =>
  (Array.isArray(value) ? value : [value]).filter(
    (file) => (file as { rawFile?: unknown } | null | undefined)?.rawFile,
  );

const isListed = (field: unknown): field is ListedInstitution =>
  typeof field === 'string' && field in INSTITUTION_LISTS;

/** The category's institution field as the form asks it (none for Tech Academy). */
export const institutionOf = (values: ReimbursementValues) =>
  isTechAcademy(values.reimbursementType) ? null : (values.institutionField ?? null);

/**
 * What the service requires only in some cases, checked before anything is sent (field → i18n
 * key): the free text of an 'Otro', the chosen category's institution, the career of a
 * university category, the level of the languages category, at most three invoices.
 */
export function conditionalErrors(values: ReimbursementValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const blank = (value: unknown) => !String(value ?? '').trim();
  const needsFreeText = (field: 'course' | 'career' | ListedInstitution) => {
    const other = `${field}Other` as const;
    if (values[field] === OTHER_OPTION && blank(values[other])) errors[other] = REQUIRED;
  };
  needsFreeText('course');
  const institution = institutionOf(values);
  if (institution === 'others' && blank(values.others)) errors.others = REQUIRED;
  if (isListed(institution)) {
    // A free text alone is enough: it is sent instead of the choice (R11b).
    if (blank(values[institution]) && blank(values[`${institution}Other`])) {
      errors[institution] = REQUIRED;
    }
    needsFreeText(institution);
  }
  if (asksCareer(institution)) {
    if (blank(values.career)) errors.career = REQUIRED;
    needsFreeText('career');
  }
  const category = isTechAcademy(values.reimbursementType)
    ? values.reimbursementType
    : values.studiesCategory;
  if (isLanguagesCategory(category) && blank(values.languageLevel)) {
    errors.languageLevel = REQUIRED;
  }
  if (chosenFiles(values.invoice).length > DOCUMENT_FIELDS.invoice.max) {
    errors.invoice = 'reimbursement.validation.tooManyInvoices';
  }
  return errors;
}

/** The contract's own rules in the portal's words. */
export const REIMBURSEMENT_FORM_MESSAGES = {
  [REIMBURSEMENT_TESTS.amount]: 'reimbursement.validation.amount',
  [REIMBURSEMENT_TESTS.invoiceNumber]: 'reimbursement.validation.invoiceNumber',
  [REIMBURSEMENT_TESTS.notOther]: 'reimbursement.validation.notOther',
  [REIMBURSEMENT_TESTS.isoDate]: 'reimbursement.validation.date',
  // The one field with the rule: its message says which date it is.
  [`certificationDate.${REIMBURSEMENT_TESTS.notFuture}`]:
    'reimbursement.validation.certificationNotFuture',
};

/**
 * The contract POST /EducationalReimbursement applies, checked on what the adapter will send
 * (the §5 rules applied), with at least one invoice.
 */
const contractCheck = contractResolver(reimbursementBody.shape({ invoice: mixed().required() }), {
  messages: REIMBURSEMENT_FORM_MESSAGES,
  toContract: (values) => ({
    ...reimbursementFields(values),
    invoice: chosenFiles(values.invoice).length ? values.invoice : undefined,
  }),
});

/** Fields required whenever the form shows them (their case is `conditionalErrors`'). */
const REQUIRED_WHEN_SHOWN = new Set<string>([
  'courseOther',
  'career',
  'careerOther',
  'languageLevel',
  'others',
  ...INSTITUTION_FIELDS,
  ...Object.keys(INSTITUTION_LISTS).map((field) => `${field}Other`),
]);

/** Whether the form marks a field required: the contract's, or one shown only when required. */
export const isRequiredField = (field: string): boolean =>
  REQUIRED_WHEN_SHOWN.has(field) || Boolean(requiredFieldsOf(contractCheck)?.(field));

/**
 * The form's resolver: the contract's rules and the conditional ones. A blank free text of an
 * 'Otro' is told at the free text, not again at its list.
 */
export const reimbursementResolver: Resolver<FieldValues> = async (values, context, options) => {
  const extra = conditionalErrors(values as ReimbursementValues);
  const checked = await contractCheck(values, context, options);
  if (!Object.keys(extra).length) return checked;
  const errors: Record<string, FieldError> = {
    ...(checked.errors as Record<string, FieldError>),
  };
  for (const [field, message] of Object.entries(extra)) {
    errors[field] = { type: 'conditional', message };
    if (field.endsWith('Other')) delete errors[field.slice(0, -'Other'.length)];
  }
  return { values: {}, errors };
};

/** An option's value, or 'Otro' with the value as free text when the list does not have it. */
function listedOrOther(list: readonly ReferenceOption[], value: string | null) {
  if (!value) return { chosen: '', other: '' };
  return list.some((option) => option.id === value)
    ? { chosen: value, other: '' }
    : { chosen: OTHER_OPTION, other: value };
}

/**
 * The form prefilled from the caller's latest academic period (GetLatestPA): the same studies,
 * a value no longer in its list as the free text of 'Otro', its type only when `typeAllowed`
 * (the service still lets the caller ask it). The invoice, amount, dates and files are the new
 * request's own.
 */
export function valuesFromLatest(
  latest: LatestAcademicPeriod | null,
  options: ReimbursementOptions,
  email: string,
  typeAllowed: boolean,
): ReimbursementValues {
  if (!latest) return { email, isLastPeriod: false };
  const category = options.categories.find(
    (option) => option.id.toLowerCase() === latest.studiesCategory.toLowerCase(),
  );
  const course = listedOrOther(options.courses, latest.course);
  const career = listedOrOther(options.careers, latest.career);
  const values: ReimbursementValues = {
    email: latest.email || email,
    isLastPeriod: false,
    reimbursementType: typeAllowed ? latest.reimbursementType : '',
    studiesCategory: category?.id ?? '',
    institutionField: category?.institutionField ?? null,
    course: course.chosen,
    courseOther: course.other,
    career: career.chosen,
    careerOther: career.other,
    languageLevel: latest.languageLevel ?? '',
    others: latest.others ?? '',
  };
  for (const field of Object.keys(INSTITUTION_LISTS) as ListedInstitution[]) {
    const { chosen, other } = listedOrOther(options[INSTITUTION_LISTS[field]], latest[field]);
    values[field] = chosen;
    values[`${field}Other`] = other;
  }
  return values;
}
