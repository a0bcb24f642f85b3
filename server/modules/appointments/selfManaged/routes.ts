import { approvalDecisionBody } from '../../../../contracts/approvals';
import {
  areasQuery,
  bookingQuery,
  idParams,
  peopleQuery,
  type Person,
  type RequestType,
  requestTypesQuery,
  type SelfManagedAppointment,
  selfManagedBody,
  selfManagedCancelQuery,
  selfManagedInboxQuery,
  selfManagedQuery,
} from '../../../../contracts/appointments/appointments';
import { sendPage } from '../../../http/paging';
import { registerRestResource } from '../../../http/simpleRest';
import { recordReads } from '../../../privacy/reads';
import type { ServiceApp, ServiceDeps } from '../../types';
import { createReferenceRepository } from '../reference/reference';
import { createSelfManagedRepository } from './selfManaged';
import { config, TAG, TOKEN } from '../routing';

/** Self-managed appointment requests and what their form offers (request types, areas, people). */
export async function selfManagedRoutes(app: ServiceApp, { db }: ServiceDeps) {
  const reference = createReferenceRepository(db);
  const selfManaged = createSelfManagedRepository(db);
  app.get(
    '/TipoSolicitud',
    {
      config,
      schema: {
        summary: 'The request types of a building',
        tags: [TAG],
        querystring: requestTypesQuery,
      },
    },
    async (request): Promise<RequestType[]> => reference.requestTypes(request.query.edificio),
  );

  app.get(
    '/AreaCuenta',
    {
      config,
      schema: { summary: 'The company’s accounts (areas)', tags: [TAG], querystring: areasQuery },
    },
    async (): Promise<string[]> => reference.areas(),
  );

  app.get(
    '/Personal',
    {
      config,
      schema: {
        summary: 'People',
        description: `Filters \`identificacion\` (name or badge), \`badge\`, \`puesto\`, \`coachBadge\`; an employee may only ask for their own \`badge\`. Paged, total in \`X-Total-Count\`. ${TOKEN}`,
        tags: [TAG],
        querystring: peopleQuery,
      },
    },
    async (request, reply): Promise<Person[]> =>
      sendPage(reply, await reference.people(request.query)),
  );

  app.get(
    '/AutogestionCita',
    {
      config,
      schema: {
        summary: 'My self-managed appointment requests',
        description: `Newest first, with status, rejection and history. ${TOKEN}`,
        tags: [TAG],
        querystring: selfManagedQuery,
      },
    },
    async (request): Promise<SelfManagedAppointment[]> => {
      const { badge } = request.query;
      const requests = await selfManaged.mine(badge);
      await recordReads(db, request, 'self_managed_appointment', [{ badge }]);
      return requests;
    },
  );

  app.post(
    '/AutogestionCita',
    {
      config,
      schema: {
        summary: 'Send a self-managed appointment request',
        description: `201 with it (pending; the medical staff decide). \`badge\` and \`usuario\` are the caller’s; \`fechaCita\` a working day, not past; \`horaSalida\` after \`horaEntrada\`, \`horaAlmuerzo\` between them. ${TOKEN}`,
        tags: [TAG],
        querystring: bookingQuery,
        body: selfManagedBody,
      },
    },
    async (request, reply): Promise<SelfManagedAppointment> =>
      reply.status(201).send(await selfManaged.add(request.user, request.body)),
  );

  app.delete(
    '/AutogestionCita/:id',
    {
      config,
      schema: {
        summary: 'Withdraw my pending self-managed request',
        description: `404 when not \`badge\`’s, 409 naming \`status\` when decided. ${TOKEN}`,
        tags: [TAG],
        params: idParams,
        querystring: selfManagedCancelQuery,
      },
    },
    async (request): Promise<SelfManagedAppointment> =>
      selfManaged.cancel(request.user, request.params.id, request.query.badge),
  );
}

/** The staff's inbox of self-managed requests on the main family. */
export async function selfManagedAdminRoutes(app: ServiceApp, { db }: ServiceDeps) {
  const selfManaged = createSelfManagedRepository(db);
  registerRestResource(app, {
    name: 'appointment-requests',
    tag: TAG,
    noun: 'self-managed appointment request',
    list: {
      query: selfManagedInboxQuery,
      description:
        'The approvals inbox: `status`, `q` (name, badge, reason), `submittedFrom`/`submittedTo`, `edificio`. Sorts: submittedAt (oldest first), status, employeeName, fechaCita.',
      read: (query, user) => selfManaged.inbox(user, query),
    },
    one: (id, user) => selfManaged.inboxOne(user, id),
    reads: {
      db,
      what: 'self_managed_appointment',
      subject: (request) => ({ badge: request.badge, recordId: request.id }),
    },
    update: {
      body: approvalDecisionBody,
      summary: 'Approve or reject a self-managed appointment request',
      description:
        '`{ status: approved | rejected, note, from? }`; the note (the rejection) is required to reject. 409 naming `status` when decided or cancelled meanwhile.',
      write: (user, id, body) => selfManaged.decide(user, id, body),
    },
  });
}
