import { companyWallClock } from '../calendar';

/**
 * The leadership survey's questionnaire and its quarters, without yup: the portal's manifest and
 * adapter read them before the portal sets yup's messages.
 */

// ---------------------------------------------------------------------------------------------
// The questionnaire

/**
 * The statements rated on the Likert scale, in the order of the form, grouped by the leadership
 * dimension they measure. Their keys are the contract's (typos included: `cimaDeConfianza`).
 */
export const LSS_DIMENSIONS = {
  support: ['ayudaMano', 'eventosVoluntariado', 'cimaDeConfianza', 'situacionesAdversas'],
  communication: [
    'escuchar',
    'cooperacion',
    'situacionesConflictivas',
    'relacionesInterpersonales',
  ],
  direction: ['guiar', 'recursos', 'planes', 'objetivos', 'monitorea', 'responsabiliza'],
  development: ['tomaEnCuentaOpinion', 'retroalimentacion', 'conversaciones', 'estrategias'],
  commitment: ['balance', 'entendimiento', 'barreras', 'seguimiento', 'perseverante'],
} as const;

export type LssDimension = keyof typeof LSS_DIMENSIONS;
export const LSS_DIMENSION_KEYS = Object.keys(LSS_DIMENSIONS) as LssDimension[];
export type LssStatement = (typeof LSS_DIMENSIONS)[LssDimension][number];
/** The 23 statements, `ayudaMano` to `perseverante`. */
export const LSS_STATEMENTS = Object.values(LSS_DIMENSIONS).flat() as LssStatement[];

/** The Likert scale: 1 'Totalmente en desacuerdo' … 5 'Totalmente de acuerdo'. */
export const LIKERT_MIN = 1;
export const LIKERT_MAX = 5;
/** `general`: the overall rating of the supervisor. */
export const GENERAL_MIN = 1;
export const GENERAL_MAX = 10;
/** `reunionesultimomes`: team meetings with the supervisor last month. */
export const MAX_MEETINGS = 31;
export const MAX_SUGGESTIONS = 2000;

/** Fewer answers than this in a group are never shown: a smaller group could name its authors. */
export const MIN_GROUP_SIZE = 3;

// ---------------------------------------------------------------------------------------------
// The period: one answer per employee per calendar quarter

/** 'YYYY-Qn', e.g. '2026-Q4'. */
export const PERIOD = /^\d{4}-Q[1-4]$/;

/** The quarter of `instant` in the company's time zone ('2026-Q4'). */
export function periodOf(instant: Date = new Date()): string {
  const [year, month] = companyWallClock(instant).split('-').map(Number) as [number, number];
  return `${year}-Q${Math.floor((month - 1) / 3) + 1}`;
}

/** The quarter `count` quarters before (negative: after) `period`. */
export function previousPeriod(period: string, count = 1): string {
  const [year, quarter] = period.split('-Q').map(Number) as [number, number];
  const index = year * 4 + (quarter - 1) - count;
  return `${Math.floor(index / 4)}-Q${(index % 4) + 1}`;
}
