import {
  type ApiProbe,
  type Diagnosis,
  diagnosesQuery,
  tokenQuery,
} from '../../../../contracts/appointments/appointments';
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
        description: `\`badge\` is the caller’s; the medical staff read anyone’s; nobody else (System_Admin included). Every read is audited. ${TOKEN}`,
        tags: [TAG],
        querystring: diagnosesQuery,
      },
    },
    async (request): Promise<Diagnosis[]> => records.diagnoses(request.user, request.query.badge),
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
