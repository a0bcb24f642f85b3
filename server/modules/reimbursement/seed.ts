import type { Transaction } from 'kysely';
import { calendarDay, companyInstant } from '../../../contracts/calendar';
import {
  type DocumentKind,
  normaliseInvoiceNumber,
  type ReimbursementStatus,
} from '../../../contracts/reimbursement/reimbursement';
import type { Database } from '../../db/schema';
import { demoPdf } from '../../db/seed/documents';
import { saveFile } from '../../files/storage';
import type { ReimbursementTable } from './tables';
import { seedApprovalHistory } from '../../workflow/seedHistory';

/** Where the seeded requests' history goes. */
const HISTORY = { table: 'reimbursement_status_changes', column: 'reimbursement_id' } as const;

/** Who decides the seeded requests. */
const OWNER = 'reimbursement.owner';

interface DemoRequest {
  /** The author: a demo account's user name or a colleague's badge. */
  author: string;
  type: string;
  category: string;
  course: string;
  institution?: Partial<
    Pick<
      ReimbursementTable,
      'university' | 'technical_centre' | 'language_centre' | 'certification' | 'others'
    >
  >;
  career?: string;
  languageLevel?: string;
  invoice: string;
  amountMinor: number;
  daysAgo: number;
  /** Where it ended, with the decision's note (a rejection's reason), or pending. */
  outcome?: { status: Exclude<ReimbursementStatus, 'submitted'>; note: string; daysLater: number };
  certificate?: boolean;
}

const REQUESTS: DemoRequest[] = [
  {
    author: 'employee',
    type: 'Educational',
    category: 'Languages',
    course: 'Inglés conversacional',
    institution: { language_centre: 'Centro Cultural Costarricense Norteamericano' },
    languageLevel: 'B2',
    invoice: 'FE-2026-0412',
    amountMinor: 18_500_000,
    daysAgo: 70,
    outcome: {
      status: 'approved',
      note: 'Aprobado: se paga en la próxima planilla.',
      daysLater: 4,
    },
    certificate: true,
  },
  {
    author: 'employee',
    type: 'Educational',
    category: 'University',
    course: 'Cálculo I',
    institution: { university: 'Universidad de Costa Rica (UCR)' },
    career: 'Ingeniería en Sistemas',
    invoice: 'UCR-55821',
    amountMinor: 24_050_050,
    daysAgo: 40,
    outcome: {
      status: 'rejected',
      note: 'La factura no está a su nombre. Envíe una nueva solicitud con la factura a su nombre.',
      daysLater: 2,
    },
  },
  {
    author: 'employee',
    type: 'Professional development',
    category: 'Certification',
    course: 'Preparación para AWS Cloud Practitioner',
    institution: { certification: 'AWS Certified Cloud Practitioner' },
    invoice: 'AWS-CP-99812',
    amountMinor: 9_500_000,
    daysAgo: 5,
  },
  {
    author: 'supervisor',
    type: 'Tech Academy',
    category: 'Tech Academy',
    course: 'Programación en Python',
    invoice: 'TA-2026-0007',
    amountMinor: 12_000_000,
    daysAgo: 30,
    outcome: { status: 'approved', note: '', daysLater: 1 },
    certificate: true,
  },
  {
    author: '200001',
    type: 'Educational',
    category: 'University',
    course: 'Contabilidad básica',
    institution: { university: 'Universidad Nacional (UNA)' },
    career: 'Contaduría Pública',
    invoice: 'UNA-10023',
    amountMinor: 31_000_000,
    daysAgo: 2,
  },
  {
    author: '200002',
    type: 'Educational',
    category: 'Technical',
    course: 'Excel avanzado',
    institution: { technical_centre: 'Instituto Nacional de Aprendizaje (INA)' },
    invoice: 'INA-7781',
    amountMinor: 4_500_000,
    daysAgo: 1,
  },
  {
    author: '200003',
    type: 'Educational',
    category: 'Languages',
    course: 'Francés básico',
    institution: { language_centre: 'Alianza Francesa' },
    languageLevel: 'A2',
    invoice: 'FAC-2026-3310',
    amountMinor: 16_000_000,
    daysAgo: 3,
  },
  {
    author: '200004',
    type: 'Professional development',
    category: 'Others',
    course: 'Taller de oratoria',
    institution: { others: 'Club Toastmasters San José' },
    invoice: 'TM-5521',
    amountMinor: 6_000_000,
    daysAgo: 25,
    outcome: { status: 'approved', note: '', daysLater: 3 },
  },
  {
    author: '200005',
    type: 'Professional development',
    category: 'Certification',
    course: 'Cisco CCNA',
    institution: { certification: 'Cisco CCNA' },
    invoice: 'CCNA-2026-001',
    amountMinor: 28_000_000,
    daysAgo: 10,
    outcome: { status: 'cancelled', note: '', daysLater: 1 },
  },
];

/**
 * Requests in every status with their documents (one-page PDFs, private) and history: `employee`
 * has one approved, one rejected and one pending; `supervisor` this year's Tech Academy (so the
 * yearly rule shows); colleagues' requests fill the owners' inbox; `newhire` has none (probation).
 */
export async function seedReimbursements(trx: Transaction<Database>, now: Date): Promise<void> {
  const people = await trx
    .selectFrom('employees')
    .select(['id', 'username', 'badge', 'email'])
    .where((eb) =>
      eb.or([
        eb('username', 'in', [OWNER, ...REQUESTS.map((r) => r.author)]),
        eb(
          'badge',
          'in',
          REQUESTS.map((r) => r.author),
        ),
      ]),
    )
    .execute();
  const find = (key: string) => people.find((p) => p.username === key || p.badge === key);
  const owner = find(OWNER);
  // Never before this year's first day: the yearly rule must see the seeded Tech Academy.
  const yearStart = companyInstant(`${calendarDay(now).slice(0, 4)}-01-01`).getTime();
  const at = (days: number) =>
    new Date(Math.max(now.getTime() - days * 86_400_000, yearStart + 3_600_000)).toISOString();

  for (const demo of REQUESTS) {
    const author = find(demo.author);
    if (!author) continue;
    const created = at(demo.daysAgo);
    const decided = demo.outcome ? at(demo.daysAgo - demo.outcome.daysLater) : created;
    const { id } = await trx
      .insertInto('reimbursements')
      .values({
        employee_id: author.id,
        reimbursement_type: demo.type,
        studies_category: demo.category,
        course: demo.course,
        language_level: demo.languageLevel ?? null,
        invoice_number: demo.invoice,
        invoice_key: normaliseInvoiceNumber(demo.invoice),
        is_last_period: demo.certificate ? 1 : 0,
        technical_centre: demo.institution?.technical_centre ?? null,
        language_centre: demo.institution?.language_centre ?? null,
        university: demo.institution?.university ?? null,
        certification: demo.institution?.certification ?? null,
        career: demo.career ?? null,
        others: demo.institution?.others ?? null,
        email: author.email,
        comments: '',
        score: demo.certificate ? 92 : null,
        end_date: demo.certificate ? calendarDay(new Date(created)) : null,
        certification_date: demo.certificate ? calendarDay(new Date(created)) : null,
        amount_minor: demo.amountMinor,
        status: demo.outcome?.status ?? 'submitted',
        decision_note: demo.outcome?.note ?? '',
        created_at: created,
        status_changed_at: decided,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const documents: [DocumentKind, string][] = [['invoice', `factura-${demo.invoice}.pdf`]];
    if (demo.certificate) documents.push(['certificate', `certificado-${id}.pdf`]);
    for (const [kind, name] of documents) {
      const data = demoPdf(`${kind === 'invoice' ? 'Factura' : 'Certificado'} ${demo.invoice}`);
      const fileId = await saveFile(
        trx,
        { field: kind, filename: name, data },
        'application/pdf',
        author.id,
        {
          private: true,
        },
      );
      await trx
        .insertInto('reimbursement_documents')
        .values({
          reimbursement_id: id,
          kind,
          file_id: fileId,
          name,
          mime: 'application/pdf',
          size: data.length,
        })
        .execute();
    }

    // An owner decides (the author, when the demo has none).
    const decider = owner?.id ?? author.id;
    await seedApprovalHistory(trx, HISTORY, id, {
      sent: { by: author.id, at: created },
      settled: demo.outcome && { ...demo.outcome, at: decided, decider },
    });
  }
}
