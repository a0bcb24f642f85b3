/**
 * The codes the payroll, cafeteria and certificate services know an employee by, all derived from
 * the badge (the employee number, the `employeeid` claim) so no second register has to be kept:
 *
 * | service            | field                | value                   |
 * | ------------------ | -------------------- | ----------------------- |
 * | payroll            | `codigo_alternativo` | the badge               |
 * | payroll (bonuses)  | `codigoEmpleado`     | the badge as a number   |
 * | certificates       | `codigoEmpleado`     | the badge as a number   |
 * | certificates       | `legajo`             | the badge               |
 * | cafeteria ERP      | `badgeUser`          | '01' followed by badge  |
 */

/** The cafeteria ERP writes this before every badge (its company prefix). */
export const CAFETERIA_BADGE_PREFIX = '01';

export const alternateCodeOf = (badge: string): string => badge;
export const employeeCodeOf = (badge: string): number => Number(badge);
export const fileNumberOf = (badge: string): string => badge;
export const cafeteriaBadgeOf = (badge: string): string => `${CAFETERIA_BADGE_PREFIX}${badge}`;
