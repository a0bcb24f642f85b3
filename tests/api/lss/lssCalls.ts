import { type LssBody, LSS_STATEMENTS } from '../../../contracts/lss/lss';
import type { TestApp } from '../helpers';

/** A complete survey about `supervisor` (Silvia Méndez Porras, Banca Digital), every statement 4. */
export const surveyAbout = async (
  t: TestApp,
  more: Partial<Record<keyof LssBody, unknown>> = {},
): Promise<Record<string, unknown>> => {
  const badge = (
    await t.db
      .selectFrom('employees')
      .select('badge')
      .where('username', '=', 'supervisor')
      .executeTakeFirstOrThrow()
  ).badge;
  return {
    cuentaArea: 'Banca Digital',
    jefeDirecto: badge,
    jefeDirectoPersona: 'Silvia Méndez Porras',
    posicion: 'Agente de servicio al cliente',
    reunionesultimomes: 4,
    oneOnOneUltimas2semanas: true,
    ...Object.fromEntries(LSS_STATEMENTS.map((statement) => [statement, 4])),
    general: 8,
    sugerencias: '',
    ...more,
  };
};
