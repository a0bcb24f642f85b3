import {
  type Delegation,
  delegationBody,
  delegationForBody,
  type MyDelegations,
} from '../../contracts/approvalDelegations';
import { restIdParams } from '../../contracts/restQuery';
import { answerCreated } from '../http/answers';
import type { ServiceApp, ServiceDeps } from '../modules/types';
import { createDelegations } from './delegations';

const TAG = 'Approvals';

/** Approvers' substitutes while they are away, on the main family at `/api/approvals/delegations`. */
export async function delegationRoutes(app: ServiceApp, { db }: ServiceDeps) {
  const delegations = createDelegations(db);

  app.get(
    '/api/approvals/delegations',
    {
      schema: {
        summary: 'My delegations',
        description:
          '`{ mayDelegate, delegations }`: whether the caller decides any request in their own ' +
          'right (and so may name a substitute), and the delegations still to end that they gave ' +
          'or received, by first day.',
        tags: [TAG],
      },
    },
    async (request): Promise<MyDelegations> => delegations.mine(request.user),
  );

  app.post(
    '/api/approvals/delegations',
    {
      schema: {
        summary: 'Name my substitute while I am away',
        description:
          '`substitute` (a badge) decides what the caller decides from `from` to `to` (company ' +
          'dates, both included), with a `reason`. 400 naming `to` (before `from`, or past), ' +
          '`substitute` (not an active colleague, or the caller), `approver` (the caller decides ' +
          'nothing) or `from` (overlaps another of their delegations). 201 with the delegation.',
        tags: [TAG],
        body: delegationBody,
      },
      onSend: answerCreated,
    },
    async (request): Promise<Delegation> =>
      delegations.create(request.user, undefined, request.body),
  );

  app.post(
    '/api/approvals/delegations/:id/end',
    {
      schema: {
        summary: 'End a delegation early',
        description:
          'The approver’s own delegation, or anyone’s for an administrator (otherwise 404); 409 ' +
          'once it has ended. Answers the delegation, ended now.',
        tags: [TAG],
        params: restIdParams,
      },
    },
    async (request): Promise<Delegation> => delegations.end(request.user, request.params.id),
  );

  app.get(
    '/api/approvals/delegations/everyone',
    {
      schema: {
        summary: 'Everyone’s delegations (administrators)',
        description: 'Every delegation still to end, current or future, by first day.',
        tags: [TAG],
      },
    },
    async (): Promise<Delegation[]> => delegations.everyone(),
  );

  app.post(
    '/api/approvals/delegations/everyone',
    {
      schema: {
        summary: 'Name a substitute for an approver who is away (administrators)',
        description:
          'As the approver’s own call, for `approver` (a badge): 400 naming `approver` when ' +
          'that person decides nothing. 201 with the delegation.',
        tags: [TAG],
        body: delegationForBody,
      },
      onSend: answerCreated,
    },
    async (request): Promise<Delegation> => {
      const { approver, ...input } = request.body;
      return delegations.create(request.user, approver, input);
    },
  );
}
