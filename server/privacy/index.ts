import { documentsConfig } from '../config';
import { registerJobs } from '../jobs/jobs';
import type { ServerModule } from '../modules/types';
import { deleted, personal } from './declaration';
import { exportJob } from './exports';
import { privacyMessages } from './i18n';
import * as privacyExports from './migrations/0056_privacy_exports';
import { privacyPolicy } from './policy';
import { retentionJob } from './retention';
import { privacyRoutes } from './routes';

/**
 * The privacy kit: walks what each module declares it holds about a person (`personalData`,
 * ./declaration.ts) to give the person their data in one download, to delete what expired and to
 * erase a person on request. It is handed the composition root's list (`modules`), read lazily.
 */
export function privacy(modules: () => readonly ServerModule[]): ServerModule {
  const exports = exportJob(modules, () => documentsConfig());
  const retention = retentionJob(modules);
  return {
    name: 'privacy',
    services: { main: { policy: privacyPolicy, routes: privacyRoutes(modules) } },
    migrations: { '0056_privacy_exports': privacyExports },
    messages: privacyMessages,
    jobs: [exports, retention],
    seed: (trx, now) => registerJobs(trx, [exports, retention], now),
    personalData: {
      tables: [
        // The ZIP is the export itself: its bytes are not exported again.
        personal('privacy_exports', 'employee_id', deleted, {
          withhold: ['data'],
          retention: { kind: 'data_exports', days: 0, after: 'expires_at', expire: 'delete' },
        }),
      ],
    },
  };
}
