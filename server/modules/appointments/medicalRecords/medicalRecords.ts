import { sql } from 'kysely';
import type { Diagnosis } from '../../../../contracts/appointments/appointments';
import type { DB } from '../../../db';

/** The employees' medical records (diagnoses) and the medical service's probe. */
export function createMedicalRecordRepository(db: DB) {
  return {
    /** GET /diagnosticos/getHistorialDiagnosticos: the employee's diagnoses, newest first. */
    async diagnoses(badge: string): Promise<Diagnosis[]> {
      const employee = await db
        .selectFrom('employees')
        .select('id')
        .where('badge', '=', badge)
        .executeTakeFirst();
      const rows = employee
        ? await db
            .selectFrom('medical_diagnoses')
            .innerJoin(
              'medical_professionals',
              'medical_professionals.id',
              'medical_diagnoses.professional_id',
            )
            .selectAll('medical_diagnoses')
            .select([
              'medical_professionals.name as professional_name',
              'medical_professionals.specialty',
            ])
            .where('medical_diagnoses.employee_id', '=', employee.id)
            .orderBy('medical_diagnoses.date', 'desc')
            .orderBy('medical_diagnoses.id', 'desc')
            .execute()
        : [];
      return rows.map((row) => ({
        id: row.id,
        fecha: row.date,
        idCita: row.appointment_id,
        profesional: row.professional_name,
        especialidad: row.specialty,
        diagnostico: row.diagnosis,
        tratamiento: row.treatment,
        notas: row.notes,
      }));
    },

    /** GET /diagnosticos/pruebadeApi: the database answers. */
    async probe(): Promise<{ status: 'ok'; database: 'ok' }> {
      await sql`select 1`.execute(db);
      return { status: 'ok', database: 'ok' };
    },
  };
}
