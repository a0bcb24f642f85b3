import type { DataProvider, GetOneParams, Identifier } from 'react-admin';
import {
  type Bonuses,
  PAYROLL_COMPANY_CODE,
  type Payslip,
  type Vacations,
  type YearBonus,
} from '../../contracts/payroll/payroll';
import { alternateCodeOf, cafeteriaBadgeOf, employeeCodeOf } from '../../contracts/employeeCodes';
import { withFunctionKey } from '../functionKey';
import type { HttpClient } from '../http';
import { legacyAdapter, segment } from '../legacyAdapter';
import { search } from '../listParams';

/**
 * Payroll over the payroll family (`/api/payroll/…`, each call with the portal's function key) as
 * react-admin resources, always for the session's own badge (the page passes it; the service
 * refuses any other):
 * - `payslips`: my last 24 payslips, newest first (salarios, `filter.badge`); each record's id is
 *   its period's first day and it carries the address of its PDF;
 * - `payroll-vacations`: my vacation balance (vacaciones; the id is the badge);
 * - `payroll-year-bonus`: my aguinaldo, this period and the previous one (aguinaldos; id: badge);
 * - `payroll-bonuses`: my bonuses of one month (POST bonos; the id is 'YYYY-MM', `meta.badge`);
 * - `payroll-cafeteria-pending`: what the cafeteria will deduct from my next payslip (the
 *   cafeteria family's pending invoices, summed; id: badge).
 */

/** A payslip as the portal's record: its period's first day is its id. */
export type PayslipRecord = Payslip & { id: string; pdfUrl: string };
export type VacationsRecord = Vacations & { id: Identifier };
export type YearBonusRecord = YearBonus & { id: Identifier };
export type BonusesRecord = Bonuses & { id: Identifier };
/** The cafeteria invoices still to be deducted from my pay: how many and how much. */
export interface CafeteriaPendingRecord {
  id: Identifier;
  count: number;
  totalMinor: number;
}

/**
 * A cafeteria invoice as the ERP lists it (the cafeteria contract's `InvoiceSummary`): only its
 * total is summed here.
 */
interface CafeteriaInvoice {
  invoiceNumber: string;
  totalMinor: number;
}

/** The payroll family's calls, each with its key. */
function payrollCalls(payrollApi: string, key: string) {
  return {
    mine: (call: string, badge: Identifier) =>
      withFunctionKey(
        `${payrollApi}/${call}?${search({ codigo_alternativo: alternateCodeOf(String(badge)) })}`,
        key,
      ),
    pdf: (periodStart: string, badge: string) =>
      withFunctionKey(
        `${payrollApi}/salarios/${segment(periodStart)}/pdf?${search({
          codigo_alternativo: alternateCodeOf(badge),
        })}`,
        key,
      ),
    bonuses: withFunctionKey(`${payrollApi}/bonos`, key),
  };
}

export function payslipsAdapter(payrollApi: string, http: HttpClient, key: string): DataProvider {
  const calls = payrollCalls(payrollApi, key);
  return legacyAdapter<PayslipRecord>(http, {
    resource: 'payslips',
    getList: async ({ filter, signal }) => {
      const badge = filter?.badge ? String(filter.badge) : '';
      if (!badge) return { data: [], total: 0 };
      const payslips = await http.json<Payslip[]>(calls.mine('salarios', badge), { signal });
      const data = payslips.map((payslip) => ({
        ...payslip,
        id: payslip.periodStart,
        pdfUrl: calls.pdf(payslip.periodStart, badge),
      }));
      return { data, total: data.length };
    },
  });
}

/** One answer about the badge: the record's id is the badge. */
const ofBadge =
  <Answer>(http: HttpClient, url: (badge: Identifier) => string) =>
  async (badge: Identifier): Promise<Answer & { id: Identifier }> => ({
    ...(await http.json<Answer>(url(badge))),
    id: badge,
  });

export const vacationsAdapter = (payrollApi: string, http: HttpClient, key: string) =>
  legacyAdapter<VacationsRecord>(http, {
    resource: 'payroll-vacations',
    getOne: ofBadge<Vacations>(http, (badge) =>
      payrollCalls(payrollApi, key).mine('vacaciones', badge),
    ),
  });

export const yearBonusAdapter = (payrollApi: string, http: HttpClient, key: string) =>
  legacyAdapter<YearBonusRecord>(http, {
    resource: 'payroll-year-bonus',
    getOne: ofBadge<YearBonus>(http, (badge) =>
      payrollCalls(payrollApi, key).mine('aguinaldos', badge),
    ),
  });

/** `useGetOne('payroll-bonuses', { id: '2026-03', meta: { badge } })`: that month's bonuses. */
export function bonusesAdapter(payrollApi: string, http: HttpClient, key: string): DataProvider {
  const url = payrollCalls(payrollApi, key).bonuses;
  const adapter = legacyAdapter<BonusesRecord>(http, { resource: 'payroll-bonuses' });
  return {
    ...adapter,
    getOne: async (_resource: string, { id, meta }: GetOneParams) => {
      const [year, month] = String(id).split('-').map(Number);
      const badge = String((meta as { badge?: unknown } | undefined)?.badge ?? '');
      const answer = await http.json<Bonuses>(url, {
        method: 'POST',
        body: JSON.stringify({
          codcia: PAYROLL_COMPANY_CODE,
          anio: year,
          mes: month,
          codigoEmpleado: employeeCodeOf(badge),
        }),
      });
      return { data: { ...answer, id } };
    },
  } as DataProvider;
}

/** The pending cafeteria invoices of the badge, counted and summed (the cafeteria ERP's call). */
export const cafeteriaPendingAdapter = (cafeteriaApi: string, http: HttpClient) =>
  legacyAdapter<CafeteriaPendingRecord>(http, {
    resource: 'payroll-cafeteria-pending',
    getOne: async (badge) => {
      const invoices = await http.json<CafeteriaInvoice[]>(
        `${cafeteriaApi}/orders/getOrdersListClient`,
        {
          method: 'POST',
          body: JSON.stringify({
            badgeUser: cafeteriaBadgeOf(String(badge)),
            statusInvoice: 'pending',
          }),
        },
      );
      return {
        id: badge,
        count: invoices.length,
        totalMinor: invoices.reduce((sum, invoice) => sum + invoice.totalMinor, 0),
      };
    },
  });
