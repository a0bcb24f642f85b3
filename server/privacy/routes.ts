import {
  DATA_EXPORT_DAYS,
  type DataExportState,
  erasureBody,
  type ErasureResult,
} from '../../contracts/privacy/myData';
import { actorEmployeeId } from '../audit/audit';
import { languageOf } from '../http/messages';
import type { ServerModule, ServiceApp, ServiceDeps } from '../modules/types';
import { erasePerson } from './erasure';
import { downloadExport, exportState, requestExport } from './exports';

const TAG = 'Privacy';

/** The caller's employee id: every signed-in employee's token names one. */
const callerOf = (user: { sub: string }) => actorEmployeeId(user) ?? -1;

/**
 * "My data" (the caller's download) and erasure on request, on the main family at
 * `/api/privacy/…`. A download asked for is prepared by the next run of the job
 * `privacy.exports` (every minute), never while a request waits: rendering a person's payslips
 * takes the CPU of hundreds of requests.
 */
export function privacyRoutes(modules: () => readonly ServerModule[]) {
  return async (app: ServiceApp, { db }: ServiceDeps) => {
    app.get(
      '/api/privacy/export',
      {
        schema: {
          summary: 'My data: the state of my download',
          description:
            '`status`: none, preparing, ready (until `expiresAt`), expired or failed; the ZIP’s ' +
            '`size` once ready.',
          tags: [TAG],
        },
      },
      async (request): Promise<DataExportState> =>
        exportState(db, callerOf(request.user), new Date()),
    );

    app.post(
      '/api/privacy/export',
      {
        schema: {
          summary: 'My data: ask for a download',
          description:
            'Prepares, in the background within a minute, a ZIP of everything the portal holds ' +
            'about the caller: ' +
            'one JSON per module, their files and the documents made for them (payslips). A ' +
            `notice says when it is ready; it can be downloaded for ${DATA_EXPORT_DAYS} days. ` +
            'Replaces an earlier download; 409 while one is being prepared. 202 with the state.',
          tags: [TAG],
        },
      },
      async (request, reply): Promise<DataExportState> => {
        const employeeId = callerOf(request.user);
        await requestExport(db, employeeId, new Date());
        reply.code(202);
        return exportState(db, employeeId, new Date());
      },
    );

    app.get(
      '/api/privacy/export/download',
      {
        schema: {
          summary: 'My data: download the ZIP',
          description:
            'The caller’s ZIP while it lasts, each download audited: 404 when none is ready, 410 ' +
            'once it expired.',
          tags: [TAG],
        },
      },
      async (request, reply) => {
        const { data, fileName } = await downloadExport(
          db,
          request.user,
          callerOf(request.user),
          new Date(),
        );
        return reply
          .headers({
            'content-type': 'application/zip',
            'content-disposition': `attachment; filename="${fileName}"`,
            'cache-control': 'no-store',
          })
          .send(data);
      },
    );

    app.post(
      '/api/privacy/erasures',
      {
        schema: {
          summary: 'Erase a person’s data (administrators)',
          description:
            'Deletes or anonymises what each module declares erasable of `employeeId`, keeps what ' +
            'the law keeps and says why, per table; one audit row. 404 naming `employeeId`; 409 ' +
            'for one’s own and for a person still active (deactivate them first).',
          tags: [TAG],
          body: erasureBody,
        },
      },
      async (request): Promise<ErasureResult> =>
        erasePerson(
          db,
          modules(),
          request.user,
          request.body.employeeId,
          new Date(),
          languageOf(request),
        ),
    );
  };
}
