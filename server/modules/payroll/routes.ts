import {
  type Bonuses,
  bonusesBody,
  type Payslip,
  payrollQuery,
  payslipPdfParams,
  type Vacations,
  type YearBonus,
} from '../../../contracts/payroll/payroll';
import { languageOf } from '../../http/messages';
import type { ServiceApp, ServiceDeps } from '../types';
import { createPayrollStore } from './payroll';
import { payslipPdf } from './payslipPdf';

const TAG = 'Payroll';
/** Every payroll call asks for the family's function key (`?code=`). */
const config = { functionKey: 'payroll' } as const;
const MINE =
  'Strictly the caller’s own: `codigo_alternativo` (`codigoEmpleado` for bonos) must be their ' +
  'badge, whatever their roles (403 otherwise). Needs `?code=` (the function key).';

/** The payroll family's calls (`/api/payroll/…`): my payslips, vacations, aguinaldo, bonuses. */
export async function payrollRoutes(app: ServiceApp, { db, documents }: ServiceDeps) {
  const store = createPayrollStore(db);

  app.get(
    '/salarios',
    {
      config,
      schema: {
        summary: 'My last 24 payslips, newest first',
        description: `Each quincena's payslip with its lines (céntimos). ${MINE}`,
        tags: [TAG],
        querystring: payrollQuery,
      },
    },
    async (request): Promise<Payslip[]> => store.payslips(request.query.codigo_alternativo),
  );

  app.get(
    '/salarios/:periodStart/pdf',
    {
      config,
      schema: {
        summary: 'One of my payslips as a PDF',
        description:
          '`periodStart` is the quincena’s first day (the 1st or the 16th); 404 when I have no ' +
          `payslip for it. In the caller's language (Accept-Language; Spanish by default). ${MINE}`,
        tags: [TAG],
        params: payslipPdfParams,
        querystring: payrollQuery,
      },
    },
    async (request, reply) => {
      const badge = request.query.codigo_alternativo;
      const { employee, payslip } = await store.payslip(badge, request.params.periodStart);
      const pdf = await payslipPdf(documents.company, employee, payslip, languageOf(request));
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="colilla-${employee.badge}-${payslip.periodStart}.pdf"`,
        )
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  app.get(
    '/vacaciones',
    {
      config,
      schema: {
        summary: 'My vacation balance',
        description: `One working day accrued per full month since hire; taken from my leaves. ${MINE}`,
        tags: [TAG],
        querystring: payrollQuery,
      },
    },
    async (request): Promise<Vacations> => store.vacations(request.query.codigo_alternativo),
  );

  app.get(
    '/aguinaldos',
    {
      config,
      schema: {
        summary: 'My aguinaldo: the current period and the previous one',
        description:
          'Period 1 December – 30 November, payable by 20 December; accrued = the gross of each ' +
          `month / 12. ${MINE}`,
        tags: [TAG],
        querystring: payrollQuery,
      },
    },
    async (request): Promise<YearBonus> => store.yearBonus(request.query.codigo_alternativo),
  );

  app.post(
    '/bonos',
    {
      config,
      schema: {
        summary: 'My bonuses of a month',
        description: `codcia must be 2; anio 2000–2100; mes 1–12. ${MINE}`,
        tags: [TAG],
        body: bonusesBody,
      },
    },
    async (request): Promise<Bonuses> =>
      store.bonuses(String(request.body.codigoEmpleado), request.body.anio, request.body.mes),
  );
}
