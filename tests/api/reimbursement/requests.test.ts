/**
 * Educational reimbursement: the form's lists, AllowNewRequest / AllowRequestType /
 * IsDuplicateInvoce, the POST with every §5 rule and its documents (400 naming the field, nothing
 * stored on a refusal), my list, one request, its documents (404 for anyone but the author and the
 * owners) and GetLatestPA.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  AllowNewRequestAnswer,
  AllowRequestTypeAnswer,
  DuplicateInvoiceAnswer,
  InformationLists,
  LatestAcademicPeriodAnswer,
  ReferenceOption,
  Reimbursement,
  ReimbursementSummary,
  StudiesCategory,
} from '../../../contracts/reimbursement/reimbursement';
import { RESUME_DOCX, RESUME_PDF } from '../../fixtures/documents';
import {
  badgeOf,
  countRows,
  createTestApp,
  employeeIdOf,
  expectInvalid,
  expectJson,
  PNG,
  type TestApp,
} from '../helpers';
import {
  clearPending,
  type FilePart,
  freshInvoice,
  INVOICE,
  JPEG,
  languageFields,
  submit,
  universityFields,
} from './reimbursementCalls';

let t: TestApp;
const base = '/EducationalReimbursement';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (username: string, path: string, headers?: Record<string, string>) =>
  t.call(username, 'GET', `${base}${path}`, undefined, headers);

/** What a refused request must leave behind: no request, document or file more. */
async function expectNothingStored(attempt: () => Promise<unknown>): Promise<void> {
  const before = await Promise.all(
    (['reimbursements', 'reimbursement_documents', 'files'] as const).map((table) =>
      countRows(t, table),
    ),
  );
  await attempt();
  const after = await Promise.all(
    (['reimbursements', 'reimbursement_documents', 'files'] as const).map((table) =>
      countRows(t, table),
    ),
  );
  expect(after).toEqual(before);
}

describe('the form’s lists', () => {
  it('answers the types (with Tech Academy), the lists ending with Otro and the levels, in the caller’s language', async () => {
    const spanish = expectJson<InformationLists>(
      await get('employee', '/GetInformationLists', { 'accept-language': 'es' }),
    );
    expect(spanish.reimbursementTypes.map((option) => option.id)).toContain('Tech Academy');
    expect(spanish.reimbursementTypes).toContainEqual({
      id: 'Educational',
      name: 'Reembolso educativo',
    });
    for (const list of [
      spanish.courses,
      spanish.technicalCentres,
      spanish.languageCentres,
      spanish.universities,
      spanish.certifications,
    ]) {
      expect(list.length).toBeGreaterThan(2);
      expect(list.at(-1)).toEqual({ id: 'Otro', name: 'Otro' });
    }
    expect(spanish.languageLevels.map((level) => level.id)).toEqual([
      'A1',
      'A2',
      'B1',
      'B2',
      'C1',
      'C2',
    ]);
    const english = expectJson<InformationLists>(await get('employee', '/GetInformationLists'));
    expect(english.courses.at(-1)).toEqual({ id: 'Otro', name: 'Other' });
    expect(english.reimbursementTypes).toContainEqual({
      id: 'Educational',
      name: 'Educational reimbursement',
    });
  });

  it('answers the careers (ending with Otro) and the categories with the field each asks for', async () => {
    const careers = expectJson<ReferenceOption[]>(await get('newhire', '/GetCarrers'));
    expect(careers).toContainEqual({
      id: 'Ingeniería en Sistemas',
      name: 'Computer Systems Engineering',
    });
    expect(careers.at(-1)?.id).toBe('Otro');
    const categories = expectJson<StudiesCategory[]>(
      await get('newhire', '/GetStudiesCategory', { 'accept-language': 'es' }),
    );
    expect(categories).toContainEqual({
      id: 'Languages',
      name: 'Idiomas',
      institutionField: 'languageCentre',
    });
    expect(categories.map((c) => c.institutionField).sort()).toEqual([
      'certification',
      'languageCentre',
      'others',
      'technicalCentre',
      'university',
    ]);
  });
});

describe('AllowNewRequest', () => {
  beforeEach(async () => {
    await clearPending(t, 'employee');
  });

  it('allows an employee past the probation period with room for another request', async () => {
    expect(await get('employee', '/AllowNewRequest').then((r) => r.json())).toEqual({
      allowed: true,
      reason: null,
      message: null,
    });
  });

  it('refuses during the probation period, saying until when; the POST is 409 and stores nothing', async () => {
    const answer = expectJson<AllowNewRequestAnswer>(
      await get('newhire', '/AllowNewRequest', { 'accept-language': 'es' }),
    );
    expect(answer).toMatchObject({ allowed: false, reason: 'probation' });
    expect(answer.message).toMatch(/periodo de prueba.*\d{4}-\d{2}-\d{2}/);
    await expectNothingStored(async () => {
      const refused = await submit(t, 'newhire', universityFields());
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json<{ message: string }>().message).toMatch(/probation/);
    });
  });

  it('refuses a fourth pending request; a decided one makes room again', async () => {
    for (let i = 0; i < 3; i++) expectJson(await submit(t, 'employee', universityFields()), 201);
    const answer = expectJson<AllowNewRequestAnswer>(await get('employee', '/AllowNewRequest'));
    expect(answer).toMatchObject({ allowed: false, reason: 'tooManyPending' });
    expect(answer.message).toMatch(/3 requests waiting/);
    await expectNothingStored(async () => {
      expect((await submit(t, 'employee', universityFields())).statusCode).toBe(409);
    });
    await t.db
      .updateTable('reimbursements')
      .set({ status: 'approved' })
      .where('employee_id', '=', await employeeIdOf(t, 'employee'))
      .where('status', '=', 'submitted')
      .where('invoice_number', 'like', 'T-%')
      .execute();
    expect((await get('employee', '/AllowNewRequest')).json()).toMatchObject({ allowed: true });
  });
});

describe('AllowRequestType', () => {
  beforeEach(async () => {
    await clearPending(t, 'employee');
  });

  it('answers the error flag for a Tech Academy already asked for this year, and for an unknown type', async () => {
    const taken = expectJson<AllowRequestTypeAnswer>(
      await get('supervisor', '/AllowRequestType/Tech%20Academy'),
    );
    expect(taken.error).toBe(true);
    expect(taken.message).toMatch(/once a year/);
    expect((await get('employee', '/AllowRequestType/Tech%20Academy')).json()).toEqual({
      error: false,
      message: '',
    });
    expect((await get('employee', '/AllowRequestType/Educational')).json()).toEqual({
      error: false,
      message: '',
    });
    const unknown = expectJson<AllowRequestTypeAnswer>(
      await get('employee', '/AllowRequestType/Beca%20completa'),
    );
    expect(unknown.error).toBe(true);
    expect(unknown.message).not.toBe('');
  });

  it('refuses a second Tech Academy of the year with 409 naming reimbursementType', async () => {
    await clearPending(t, 'admin');
    const techAcademy = universityFields({
      reimbursementType: 'Tech Academy',
      studiesCategory: 'Tech Academy',
      university: '',
      career: '',
      course: 'Programación en Python',
    });
    const first = expectJson<Reimbursement>(await submit(t, 'admin', techAcademy), 201);
    expect(first).toMatchObject({
      reimbursementType: 'Tech Academy',
      studiesCategory: 'Tech Academy',
    });
    expect((await get('admin', '/AllowRequestType/Tech%20Academy')).json()).toMatchObject({
      error: true,
    });
    await expectNothingStored(async () => {
      const second = await submit(t, 'admin', { ...techAcademy, invoiceNumber: freshInvoice() });
      expect(second.statusCode, second.body).toBe(409);
      expect(Object.keys(second.json<{ errors: object }>().errors)).toEqual(['reimbursementType']);
    });
    // A rejected or cancelled one does not count.
    await t.db
      .updateTable('reimbursements')
      .set({ status: 'rejected' })
      .where('id', '=', first.id)
      .execute();
    expectJson(await submit(t, 'admin', { ...techAcademy, invoiceNumber: freshInvoice() }), 201);
  });
});

describe('IsDuplicateInvoce', () => {
  beforeEach(async () => {
    await clearPending(t, 'employee');
  });

  it('finds an invoice claimed by a live request of anyone, whatever its case, spaces or hyphens', async () => {
    for (const invoice of [
      'FE-2026-0412',
      'fe%202026%200412',
      'FE2026.0412',
      'TA-2026-0007',
      'INA-7781',
    ]) {
      const answer = expectJson<DuplicateInvoiceAnswer>(
        await get('raft.owner', `/IsDuplicateInvoce/${invoice}`),
      );
      expect(answer.isDuplicate, invoice).toBe(true);
      expect(answer.message).toMatch(/already submitted/);
    }
    // Rejected (UCR-55821) and cancelled (CCNA-2026-001) requests free their invoice.
    for (const invoice of ['UCR-55821', 'CCNA-2026-001', 'NUEVA-1'])
      expect((await get('raft.owner', `/IsDuplicateInvoce/${invoice}`)).json()).toEqual({
        isDuplicate: false,
        message: null,
      });
  });

  it('refuses a malformed invoice number with 400 naming invoice', async () => {
    expectInvalid(await get('employee', `/IsDuplicateInvoce/${'9'.repeat(51)}`), 'invoice');
    expectInvalid(await get('employee', '/IsDuplicateInvoce/%3Cscript%3E'), 'invoice');
  });

  it('refuses to submit an invoice already claimed: 409 naming invoiceNumber, in words', async () => {
    await expectNothingStored(async () => {
      const refused = await submit(
        t,
        'employee',
        universityFields({ invoiceNumber: 'fe 2026 0412' }),
      );
      expect(refused.statusCode, refused.body).toBe(409);
      const body = refused.json<{ message: string; errors: Record<string, string> }>();
      expect(Object.keys(body.errors)).toEqual(['invoiceNumber']);
      expect(body.message).toMatch(/fe 2026 0412 was already submitted/);
    });
    // The rejected request's invoice may be claimed again.
    expectJson(await submit(t, 'employee', universityFields({ invoiceNumber: 'UCR-55821' })), 201);
  });
});

describe('POST /EducationalReimbursement: the form’s rules (§5), each a 400 naming the field', () => {
  beforeEach(async () => {
    await clearPending(t, 'employee');
  });

  const refused = async (fields: Record<string, string>, ...named: string[]) =>
    expectNothingStored(async () => {
      const response = await submit(t, 'employee', fields);
      expectInvalid(response, ...named);
    });

  it('stores a valid request with its invoice, answers it submitted with its history, and tells the author', async () => {
    const notifications = await countRows(t, 'notifications');
    const created = expectJson<Reimbursement>(
      await submit(t, 'employee', universityFields({ amount: '1500,5' })),
      201,
    );
    expect(created).toMatchObject({
      status: 'submitted',
      reimbursementType: 'Educational',
      studiesCategory: 'University',
      university: 'Universidad de Costa Rica (UCR)',
      institution: 'Universidad de Costa Rica (UCR)',
      career: 'Ingeniería en Sistemas',
      languageLevel: null,
      amount: '1500,50',
      amountMinor: 150050,
      score: 88,
      endDate: '2026-07-15',
      certificationDate: null,
      isLastPeriod: false,
      reason: '',
    });
    expect(created.documents).toEqual([
      expect.objectContaining({ kind: 'invoice', name: 'factura.pdf', mime: 'application/pdf' }),
    ]);
    expect(created.history).toEqual([
      expect.objectContaining({
        fromStatus: null,
        toStatus: 'submitted',
        changedBy: { badge: await badgeOf(t, 'employee'), fullName: 'Esteban Vargas Rojas' },
      }),
    ]);
    // The author's receipt, then the notice of the module's owner, who decides it.
    expect(await countRows(t, 'notifications')).toBe(notifications + 2);
    const notices = await t.db
      .selectFrom('notifications')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(2)
      .execute();
    const link = `/ReembolsoEducativo/Detalle?id=${created.id}`;
    expect(notices).toEqual([
      expect.objectContaining({ employee_id: await employeeIdOf(t, 'reimbursement.owner'), link }),
      expect.objectContaining({ employee_id: await employeeIdOf(t, 'employee'), link }),
    ]);
  });

  it('names every missing required field', async () => {
    await refused(
      {
        reimbursementType: '',
        studiesCategory: '',
        course: '',
        invoiceNumber: '',
        email: '',
        amount: '',
      },
      'reimbursementType',
      'studiesCategory',
      'course',
      'invoiceNumber',
      'email',
      'amount',
    );
  });

  it('R11a: course and career are the free text, never the literal Otro', async () => {
    await refused(universityFields({ course: 'Otro' }), 'course');
    await refused(universityFields({ career: 'otro' }), 'career');
    const free = expectJson<Reimbursement>(
      await submit(
        t,
        'employee',
        universityFields({ course: 'Estadística aplicada', career: 'Ingeniería Mecatrónica' }),
      ),
      201,
    );
    expect(free).toMatchObject({
      course: 'Estadística aplicada',
      career: 'Ingeniería Mecatrónica',
    });
  });

  it('R11b: a centre, institute or certification is the free text when Otro is chosen', async () => {
    await refused(universityFields({ university: 'Otro' }), 'university');
    await refused(languageFields({ languageCentre: 'OTRO' }), 'languageCentre');
    const certification = {
      studiesCategory: 'Certification',
      university: '',
      career: '',
      certification: 'Otro',
    };
    await refused(universityFields(certification), 'certification');
    const free = expectJson<Reimbursement>(
      await submit(t, 'employee', universityFields({ ...certification, certification: 'CKA' })),
      201,
    );
    expect(free).toMatchObject({ certification: 'CKA', institution: 'CKA', career: null });
  });

  it('R11c: the language level only, and always, for the languages category, matched in any case', async () => {
    await refused(universityFields({ languageLevel: 'B1' }), 'languageLevel');
    await refused(languageFields({ languageLevel: '' }), 'languageLevel');
    await refused(languageFields({ languageLevel: 'Z9' }), 'languageLevel');
    const lowerCase = expectJson<Reimbursement>(
      await submit(
        t,
        'employee',
        languageFields({ studiesCategory: 'LANGUAGES', languageLevel: 'b2' }),
      ),
      201,
    );
    expect(lowerCase).toMatchObject({
      studiesCategory: 'Languages',
      languageLevel: 'B2',
      languageCentre: 'Alianza Francesa',
    });
  });

  it('R11d: for Tech Academy the category is the type; other categories do not take it', async () => {
    const techAcademy = { reimbursementType: 'Tech Academy', university: '', career: '' };
    await refused(
      universityFields({ ...techAcademy, studiesCategory: 'University' }),
      'studiesCategory',
    );
    await refused(
      universityFields({ studiesCategory: 'Tech Academy', university: '', career: '' }),
      'studiesCategory',
    );
    // Tech Academy names no outside institution.
    await refused(
      universityFields({ ...techAcademy, studiesCategory: 'Tech Academy', university: 'UCR' }),
      'university',
    );
  });

  it('the category’s institution field and career are required, the others’ refused', async () => {
    await refused(universityFields({ university: '', career: '' }), 'university', 'career');
    await refused(languageFields({ university: 'UCR' }), 'university');
    await refused(languageFields({ career: 'Derecho' }), 'career');
    await refused(
      universityFields({ studiesCategory: 'Others', university: '', career: '' }),
      'others',
    );
    await refused(universityFields({ reimbursementType: 'Beca' }), 'reimbursementType');
    await refused(universityFields({ studiesCategory: 'Astrología' }), 'studiesCategory');
  });

  it('R11e: the dates are optional, each a real date, the certification date not in the future', async () => {
    const noDates = expectJson<Reimbursement>(
      await submit(t, 'employee', universityFields({ endDate: '', certificationDate: '' })),
      201,
    );
    expect(noDates).toMatchObject({ endDate: null, certificationDate: null });
    await refused(universityFields({ endDate: '2026-02-30' }), 'endDate');
    await refused(universityFields({ certificationDate: '15/07/2026' }), 'certificationDate');
    await refused(universityFields({ certificationDate: '2999-01-01' }), 'certificationDate');
    const withDates = expectJson<Reimbursement>(
      await submit(t, 'employee', universityFields({ certificationDate: '2026-01-10' })),
      201,
    );
    expect(withDates.certificationDate).toBe('2026-01-10');
  });

  it('refuses an amount that is not colones with at most two decimals, above 0 and up to ₡10 000 000', async () => {
    for (const amount of ['0', '0,00', '-5', '12,345', '10000000,01', 'mil', '1.000,00'])
      await refused(universityFields({ amount }), 'amount');
    await refused(universityFields({ score: '101' }), 'score');
    await refused(universityFields({ score: '8.5' }), 'score');
    await refused(universityFields({ email: 'no-es-correo' }), 'email');
  });
});

describe('POST /EducationalReimbursement: documents', () => {
  beforeEach(async () => {
    await clearPending(t, 'employee');
  });

  it('takes invoices, a certificate and the academic record as PDF, JPEG or PNG read from the bytes', async () => {
    const created = expectJson<Reimbursement>(
      await submit(t, 'employee', universityFields({ isLastPeriod: 'true' }), [
        INVOICE,
        ['invoice', { filename: 'factura-2.jpg', data: JPEG, type: 'image/jpeg' }],
        ['certificate', { filename: 'titulo.png', data: PNG, type: 'image/png' }],
        ['resume', { filename: 'record.pdf', data: RESUME_PDF, type: 'application/pdf' }],
      ]),
      201,
    );
    expect(created.isLastPeriod).toBe(true);
    expect(created.documents.map(({ kind, mime }) => ({ kind, mime }))).toEqual([
      { kind: 'invoice', mime: 'application/pdf' },
      { kind: 'invoice', mime: 'image/jpeg' },
      { kind: 'certificate', mime: 'image/png' },
      { kind: 'resume', mime: 'application/pdf' },
    ]);
    const files = await t.db
      .selectFrom('files')
      .innerJoin('reimbursement_documents', 'reimbursement_documents.file_id', 'files.id')
      .select('files.private')
      .where('reimbursement_documents.reimbursement_id', '=', created.id)
      .execute();
    expect(files.map((file) => file.private)).toEqual([1, 1, 1, 1]);
  });

  it('refuses a missing invoice, too many files of a kind, a stray field and a type that is not PDF, JPEG or PNG', async () => {
    const fields = universityFields();
    const pdf = INVOICE[1];
    const attempts: [FilePart[], string][] = [
      [[], 'invoice'],
      [[INVOICE, INVOICE, INVOICE, INVOICE], 'invoice'],
      [[INVOICE, ['certificate', pdf], ['certificate', pdf]], 'certificate'],
      [[INVOICE, ['photo', { filename: 'x.png', data: PNG }]], 'photo'],
      [[['invoice', { filename: 'factura.docx', data: RESUME_DOCX }]], 'invoice'],
      [[['invoice', { filename: 'factura.pdf', data: Buffer.from('%PDX not really') }]], 'invoice'],
      [
        [INVOICE, ['resume', { filename: 'cv.pdf', data: Buffer.from('MZ\x90 program') }]],
        'resume',
      ],
    ];
    for (const [files, field] of attempts)
      await expectNothingStored(async () =>
        expectInvalid(
          await submit(t, 'employee', { ...fields, invoiceNumber: freshInvoice() }, files),
          field,
        ),
      );
  });

  it('answers 415 to a body that is not multipart', async () => {
    const response = await t.call('employee', 'POST', base, universityFields());
    expect(response.statusCode).toBe(415);
  });
});

describe('my requests, one request and its documents', () => {
  let mine: Reimbursement;
  beforeAll(async () => {
    await clearPending(t, 'employee');
    mine = expectJson<Reimbursement>(
      await submit(t, 'employee', universityFields(), [
        INVOICE,
        ['certificate', { filename: 'certificado.png', data: PNG, type: 'image/png' }],
      ]),
      201,
    );
  });

  it('lists only the caller’s requests, newest first, with the total and a rejection’s reason', async () => {
    const response = await get('employee', '');
    const rows = expectJson<ReimbursementSummary[]>(response);
    const employeeId = await employeeIdOf(t, 'employee');
    expect(rows.every((row) => row.employee.id === employeeId)).toBe(true);
    expect(rows[0]?.id).toBe(mine.id);
    const created = rows.map((row) => row.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    expect(Number(response.headers['x-total-count'])).toBe(rows.length);
    const rejected = rows.find(
      (row) => row.invoiceNumber === 'UCR-55821' && row.status === 'rejected',
    );
    expect(rejected?.reason).toMatch(/no está a su nombre/);
    expect(rows.find((row) => row.status === 'approved')?.reason).toBe('');
    const page = expectJson<ReimbursementSummary[]>(await get('employee', '?size=2&offset=1'));
    expect(page.map((row) => row.id)).toEqual(rows.slice(1, 3).map((row) => row.id));
    expectInvalid(await get('employee', '?size=0'), 'size');
    expect(expectJson<ReimbursementSummary[]>(await get('newhire', ''))).toEqual([]);
  });

  it('reads one request with its documents and history for its author and the owners; 404 for anyone else', async () => {
    const own = expectJson<Reimbursement>(await get('employee', `/${mine.id}`));
    expect(own).toEqual(mine);
    for (const owner of ['reimbursement.owner', 'admin'])
      expect(expectJson<Reimbursement>(await get(owner, `/${mine.id}`)).id).toBe(mine.id);
    for (const other of ['raft.owner', 'supervisor', 'newhire'])
      expect((await get(other, `/${mine.id}`)).statusCode, other).toBe(404);
    expect((await get('employee', '/999999')).statusCode).toBe(404);
    expectInvalid(await get('employee', '/abc'), 'id');
  });

  it('serves a document to its author and the owners, privately; 404 for anyone else or another request’s id', async () => {
    const [invoice, certificate] = mine.documents;
    expect(invoice!.url).toBe(`/api/main${base}/${mine.id}/Documents/${invoice!.id}`);
    const own = await get('employee', `/${mine.id}/Documents/${invoice!.id}`);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['cache-control']).toBe('no-store');
    expect(own.rawPayload.equals(RESUME_PDF)).toBe(true);
    const picture = await get('reimbursement.owner', `/${mine.id}/Documents/${certificate!.id}`);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    for (const other of ['raft.owner', 'supervisor'])
      expect((await get(other, `/${mine.id}/Documents/${invoice!.id}`)).statusCode).toBe(404);
    // A document of another request through this one's path.
    const seeded = await t.db
      .selectFrom('reimbursement_documents')
      .select('id')
      .where('reimbursement_id', '!=', mine.id)
      .executeTakeFirstOrThrow();
    expect((await get('employee', `/${mine.id}/Documents/${seeded.id}`)).statusCode).toBe(404);
    // Never by the stored file's bare URL.
    const fileId = await t.db
      .selectFrom('reimbursement_documents')
      .select('file_id')
      .where('id', '=', invoice!.id)
      .executeTakeFirstOrThrow();
    expect((await t.call('employee', 'GET', `/files/${fileId.file_id}`)).statusCode).toBe(404);
  });

  it('GetLatestPA answers the caller’s newest request not cancelled; another badge is 403', async () => {
    const latest = expectJson<LatestAcademicPeriodAnswer>(
      await get('employee', `/GetLatestPA/${await badgeOf(t, 'employee')}`),
    );
    const newest = await t.db
      .selectFrom('reimbursements')
      .select(['id', 'course', 'university', 'career'])
      .where('employee_id', '=', await employeeIdOf(t, 'employee'))
      .where('status', '!=', 'cancelled')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(latest.latest).toMatchObject({
      requestId: newest.id,
      course: newest.course,
      university: newest.university,
      career: newest.career,
    });
    expect(
      expectJson<LatestAcademicPeriodAnswer>(
        await get('newhire', `/GetLatestPA/${await badgeOf(t, 'newhire')}`),
      ),
    ).toEqual({ latest: null });
    expect((await get('newhire', `/GetLatestPA/${await badgeOf(t, 'employee')}`)).statusCode).toBe(
      403,
    );
  });
});
