import type { ServerModule } from '../modules/types';
import { kept, personal } from './declaration';
import { recordReadsMessages } from './readsI18n';
import { recordReadsPolicy } from './readsPolicy';
import { recordReadRoutes } from './readsRoutes';
import { seedRecordReads } from './readsSeed';

/**
 * The reads of people's records by someone else (./reads.ts records them): the person's list and
 * the administrators'.
 */
export const recordReads: ServerModule = {
  name: 'recordReads',
  services: { main: { policy: recordReadsPolicy, routes: recordReadRoutes } },
  messages: recordReadsMessages,
  seed: seedRecordReads,
  // A person's list of who read their records goes with their data; the reader's side is the
  // accountability the reads are kept for.
  personalData: {
    tables: [
      personal(
        'record_reads',
        'subject_employee_id',
        kept({
          es: 'Rendición de cuentas: quién leyó los registros de una persona se conserva hasta que vence su retención.',
          en: 'Accountability: who read a person’s records stays until its retention ends.',
        }),
        { retention: { kind: 'record_reads', days: 730, after: 'at', expire: 'delete' } },
      ),
    ],
  },
};
