import { addDays, calendarDay } from '../../../contracts/calendar';
import { describe, expect, it } from 'vitest';
import type { LatestAcademicPeriod } from '../../../contracts/reimbursement/reimbursement';
import {
  reimbursementFields,
  type ReimbursementOptions,
  type ReimbursementValues,
} from '../../../dataProviders/reimbursement/reimbursement';
import {
  conditionalErrors,
  isRequiredField,
  reimbursementResolver,
  valuesFromLatest,
} from '../../../src/modules/reimbursement/reimbursementForm';

const file = (name: string) => ({
  rawFile: new File(['x'], name),
  src: `blob:${name}`,
  title: name,
});

/** A university request the form would send as is. */
const university: ReimbursementValues = {
  reimbursementType: 'Educational',
  studiesCategory: 'University',
  institutionField: 'university',
  course: 'Cálculo I',
  career: 'Derecho',
  university: 'Universidad Nacional (UNA)',
  invoiceNumber: 'F-1',
  isLastPeriod: false,
  email: 'employee@portal.example.com',
  amount: '125000,50',
  invoice: [file('factura.pdf')],
};

describe('the §5 reimbursement rules, as the adapter sends the form', () => {
  it('R11a: the course and the career send their free text when «Otro» is chosen', () => {
    const fields = reimbursementFields({
      ...university,
      course: 'Otro',
      courseOther: ' Cálculo II ',
      career: 'Otro',
      careerOther: 'Ingeniería Eléctrica',
    });
    expect(fields.course).toBe('Cálculo II');
    expect(fields.career).toBe('Ingeniería Eléctrica');
    // A free text typed and then left for a listed option is not sent.
    const listed = reimbursementFields({ ...university, courseOther: 'Cálculo II' });
    expect(listed.course).toBe('Cálculo I');
  });

  it('R11b: the centre, institute and certification send the free-text other value when given', () => {
    expect(
      reimbursementFields({ ...university, university: 'Otro', universityOther: 'UTN' }).university,
    ).toBe('UTN');
    expect(reimbursementFields({ ...university, universityOther: '  ' }).university).toBe(
      'Universidad Nacional (UNA)',
    );
    const technical = reimbursementFields({
      ...university,
      studiesCategory: 'Technical',
      institutionField: 'technicalCentre',
      technicalCentre: 'Instituto Nacional de Aprendizaje (INA)',
      technicalCentreOther: 'Academia de Soldadura',
    });
    expect(technical.technicalCentre).toBe('Academia de Soldadura');
    // Only the category's institution is sent; the university typed before is not, nor a career.
    expect(technical).not.toHaveProperty('university');
    expect(technical).not.toHaveProperty('career');
    const certification = reimbursementFields({
      ...university,
      studiesCategory: 'Certification',
      institutionField: 'certification',
      certification: 'Cisco CCNA',
    });
    expect(certification.certification).toBe('Cisco CCNA');
    const others = reimbursementFields({
      ...university,
      studiesCategory: 'Others',
      institutionField: 'others',
      others: 'Taller de oratoria',
    });
    expect(others.others).toBe('Taller de oratoria');
  });

  it('R11c: the language level is sent only for the languages category, in any case', () => {
    const languages = {
      ...university,
      institutionField: 'languageCentre' as const,
      languageCentre: 'Alianza Francesa',
      languageLevel: 'B2',
    };
    expect(reimbursementFields({ ...languages, studiesCategory: 'Languages' }).languageLevel).toBe(
      'B2',
    );
    expect(reimbursementFields({ ...languages, studiesCategory: 'LANGUAGES' }).languageLevel).toBe(
      'B2',
    );
    expect(reimbursementFields({ ...languages, studiesCategory: 'languages' }).languageLevel).toBe(
      'B2',
    );
    expect(reimbursementFields({ ...university, languageLevel: 'B2' })).not.toHaveProperty(
      'languageLevel',
    );
  });

  it('R11d: for Tech Academy the category sent is the type, with no institution', () => {
    const fields = reimbursementFields({
      ...university,
      reimbursementType: 'Tech Academy',
      studiesCategory: 'University',
    });
    expect(fields.studiesCategory).toBe('Tech Academy');
    expect(fields).not.toHaveProperty('university');
    expect(fields).not.toHaveProperty('career');
  });

  it('R11e: the end and certification dates are sent only when set', () => {
    const without = reimbursementFields({ ...university, endDate: '', certificationDate: null });
    expect(without).not.toHaveProperty('endDate');
    expect(without).not.toHaveProperty('certificationDate');
    const dated = reimbursementFields({
      ...university,
      endDate: '2026-12-15',
      certificationDate: '2026-11-02',
    });
    expect(dated).toMatchObject({ endDate: '2026-12-15', certificationDate: '2026-11-02' });
  });

  it('sends the amount in colones with a decimal comma, the flag as text and the score when given', () => {
    expect(reimbursementFields({ ...university, amount: '125000.5' }).amount).toBe('125000,50');
    expect(reimbursementFields({ ...university, amount: 99000 }).amount).toBe('99000,00');
    // Not an amount: sent as typed, for the service to name the field.
    expect(reimbursementFields({ ...university, amount: '12,345' }).amount).toBe('12,345');
    expect(reimbursementFields({ ...university, isLastPeriod: true }).isLastPeriod).toBe('true');
    expect(reimbursementFields(university)).not.toHaveProperty('score');
    expect(reimbursementFields({ ...university, score: 95 }).score).toBe('95');
  });
});

describe('the form’s conditional rules', () => {
  it('asks the free text of an «Otro», the category’s institution, the career and the level', () => {
    expect(conditionalErrors(university)).toEqual({});
    expect(
      conditionalErrors({
        ...university,
        course: 'Otro',
        university: '',
        career: 'Otro',
      }),
    ).toEqual({
      courseOther: 'ra.validation.required',
      university: 'ra.validation.required',
      careerOther: 'ra.validation.required',
    });
    expect(
      conditionalErrors({
        ...university,
        studiesCategory: 'languages',
        institutionField: 'languageCentre',
        languageCentre: 'Otro',
      }),
    ).toEqual({
      languageCentreOther: 'ra.validation.required',
      languageLevel: 'ra.validation.required',
    });
    // Tech Academy asks no institution nor career.
    expect(
      conditionalErrors({ ...university, reimbursementType: 'Tech Academy', university: '' }),
    ).toEqual({});
  });

  it('takes at most three invoices', () => {
    const four = ['a', 'b', 'c', 'd'].map((name) => file(`${name}.pdf`));
    expect(conditionalErrors({ ...university, invoice: four })).toEqual({
      invoice: 'reimbursement.validation.tooManyInvoices',
    });
  });

  it('checks the contract on what will be sent, and tells a blank «Otro» at its free text', async () => {
    const options = { shouldUseNativeValidation: false, fields: {} };
    const ok = await reimbursementResolver({ ...university }, undefined, options);
    expect(ok.errors).toEqual({});
    const refused = await reimbursementResolver(
      { ...university, course: 'Otro', amount: '0', invoice: [] },
      undefined,
      options,
    );
    expect(Object.keys(refused.errors).sort()).toEqual(['amount', 'courseOther', 'invoice']);
    expect(refused.errors.amount?.message).toBe('reimbursement.validation.amount');
  });

  it('refuses a certification date after today on the form, in the portal’s words', async () => {
    const options = { shouldUseNativeValidation: false, fields: {} };
    const tomorrow = addDays(calendarDay(), 1);
    const refused = await reimbursementResolver(
      { ...university, certificationDate: tomorrow },
      undefined,
      options,
    );
    expect(refused.errors.certificationDate?.message).toBe(
      'reimbursement.validation.certificationNotFuture',
    );
    const today = await reimbursementResolver(
      { ...university, certificationDate: calendarDay() },
      undefined,
      options,
    );
    expect(today.errors).toEqual({});
  });

  it('marks the contract’s required fields and those shown only when required', () => {
    expect(isRequiredField('invoiceNumber')).toBe(true);
    expect(isRequiredField('courseOther')).toBe(true);
    expect(isRequiredField('languageLevel')).toBe(true);
    expect(isRequiredField('comments')).toBe(false);
  });
});

describe('the form prefilled from the latest academic period', () => {
  const options = {
    id: 'current',
    reimbursementTypes: [],
    courses: [
      { id: 'Cálculo I', name: 'Cálculo I' },
      { id: 'Otro', name: 'Otro' },
    ],
    technicalCentres: [],
    languageCentres: [],
    universities: [{ id: 'Universidad Nacional (UNA)', name: 'Universidad Nacional (UNA)' }],
    certifications: [],
    languageLevels: [],
    careers: [{ id: 'Derecho', name: 'Derecho' }],
    categories: [{ id: 'University', name: 'Universidad', institutionField: 'university' }],
  } satisfies ReimbursementOptions;
  const latest = {
    requestId: 3,
    reimbursementType: 'Educational',
    studiesCategory: 'university',
    course: 'Cálculo II',
    languageLevel: null,
    technicalCentre: null,
    languageCentre: null,
    university: 'Universidad Nacional (UNA)',
    certification: null,
    career: 'Derecho',
    others: null,
    email: 'otro@portal.example.com',
    isLastPeriod: false,
    endDate: null,
    createdAt: '2026-08-01T12:00:00.000Z',
  } satisfies LatestAcademicPeriod;

  it('chooses the listed values and writes the others as the free text of «Otro»', () => {
    expect(valuesFromLatest(latest, options, 'employee@portal.example.com', true)).toMatchObject({
      reimbursementType: 'Educational',
      studiesCategory: 'University',
      institutionField: 'university',
      course: 'Otro',
      courseOther: 'Cálculo II',
      university: 'Universidad Nacional (UNA)',
      universityOther: '',
      career: 'Derecho',
      email: 'otro@portal.example.com',
    });
  });

  it('leaves the type unchosen when the service no longer allows it', () => {
    expect(valuesFromLatest(latest, options, 'employee@portal.example.com', false)).toMatchObject({
      reimbursementType: '',
      studiesCategory: 'University',
      course: 'Otro',
    });
  });

  it('starts empty but for the email without a latest period', () => {
    expect(valuesFromLatest(null, options, 'employee@portal.example.com', true)).toEqual({
      email: 'employee@portal.example.com',
      isLastPeriod: false,
    });
  });
});
