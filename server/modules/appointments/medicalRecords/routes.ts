import {
  type ApiProbe,
  type Diagnosis,
  diagnosesQuery,
  tokenQuery,
} from '../../../../contracts/appointments/appointments';
import { recordReads } from '../../../privacy/reads';
import type { ServiceApp, ServiceDeps } from '../../types';
import { createMedicalRecordRepository } from './medicalRecords';
import { config, TAG, TOKEN } from '../routing';

/** The employees' medical records and the medical service's probe. */
export async function medicalRecordRoutes(app: ServiceApp, { db }: ServiceDeps) {
  const records = createMedicalRecordRepository(db);
  app.get(
    '/diagnosticos/getHistorialDiagnosticos',
    {
      config,
      schema: {
        summary: 'My diagnosis history',
        description: `\`badge\` is the caller’s; the medical staff read anyone’s; nobody else (System_Admin included). A read by the staff is recorded for the employee (who read it, from which screen). ${TOKEN}`,
        tags: [TAG],
        querystring: diagnosesQuery,
      },
    },
    async (request): Promise<Diagnosis[]> => {
      const { badge } = request.query;
      const diagnoses = await records.diagnoses(badge);
      await recordReads(db, request, 'medical_history', [{ badge }]);
      return diagnoses;
    },
  );

  app.get(
    '/diagnosticos/pruebadeApi',
    {
      config,
      schema: {
        summary: 'The family answers and its database too',
        tags: [TAG],
        querystring: tokenQuery,
      },
    },
    async (): Promise<ApiProbe> => records.probe(),
  );
}
