import {
  type ApprovalBulkReport,
  type ApprovalCount,
  type ApprovalInboxRow,
  approvalBulkDecisionBody,
  approvalInboxQuery,
} from '../../contracts/approvals';
import type { DB } from '../db';
import { languageOf } from '../http/messages';
import { sendRange } from '../http/paging';
import type { ServiceApp } from '../modules/types';
import { createApprovalInbox } from './inbox';
import { reminderSetting, saveReminderDays, saveTypeReminderDays } from './settings';
import { reminderDaysBody, reminderDaysTypeParams } from '../../contracts/approvalSettings';

const TAG = 'Approvals';

/** The OpenAPI words of the reminder days' setting. */
const SETTINGS = {
  read: {
    summary: 'The company’s reminder days (System_Admin)',
    description:
      '`{ remindAfter, escalateAfter, updatedAt, types }`: the working days a pending request ' +
      'waits before its approvers are reminded, then before it is escalated; `updatedAt` null ' +
      'while the defaults (2 and 5) hold; `types`, each kind of request’s days in force ' +
      '(`{ type, remindAfter, escalateAfter, own, updatedAt }`: its own when set apart, else ' +
      'the company’s).',
    tags: [TAG],
  },
  save: {
    summary: 'Set the company’s reminder days (System_Admin)',
    description:
      '`remindAfter` and `escalateAfter`: whole working days from 1 to 30, the escalation after ' +
      'the reminder (400 naming `escalateAfter` otherwise). Audited; the reminders job uses them ' +
      'from its next run. Answers the setting.',
    tags: [TAG],
    body: reminderDaysBody,
  },
  saveType: {
    summary: 'Set one kind of request’s own reminder days (System_Admin)',
    description:
      'As the company’s, for the kind `type` only (404 for an unknown kind). Audited as ' +
      '`approval_type_settings`. Answers the whole setting.',
    tags: [TAG],
    params: reminderDaysTypeParams,
    body: reminderDaysBody,
  },
  resetType: {
    summary: 'Give one kind of request the company’s reminder days back (System_Admin)',
    description:
      'Drops the kind’s own days (404 for an unknown kind; nothing to drop is no error). ' +
      'Audited. Answers the whole setting.',
    tags: [TAG],
    params: reminderDaysTypeParams,
  },
};

/**
 * The person's inbox on the main API at `/api/approvals…`: every request they decide, of every
 * module, and the same decision on several at once. 404 for a caller who decides nobody's.
 */
export async function approvalRoutes(app: ServiceApp, { db }: { db: DB }) {
  const inbox = createApprovalInbox(db);

  app.get(
    '/api/approvals',
    {
      schema: {
        summary: 'Every request the caller decides, of every module',
        description:
          'In simple-rest’s conventions (`sort`, `range`, `filter`; the total in ' +
          '`Content-Range`). Filters: `type` (the module), `status`, `requester` (name or badge ' +
          'start), `submittedFrom`/`submittedTo` (YYYY-MM-DD, inclusive), `q` (requester or ' +
          'summary). Sorts: submittedAt (newest first by default), employeeName, type, status. ' +
          'Each row names its module, its id there and the portal page where it is decided.',
        tags: [TAG],
        querystring: approvalInboxQuery,
      },
    },
    async (request, reply): Promise<ApprovalInboxRow[]> =>
      sendRange(reply, 'approvals', request.query, await inbox.list(request.user, request.query)),
  );

  app.get(
    '/api/approvals/count',
    {
      schema: {
        summary: 'How many requests wait for the caller’s decision',
        description:
          '`{ pending, decides }`: the pending requests the caller decides, and whether they ' +
          'decide anyone’s (the portal shows the inbox only then).',
        tags: [TAG],
      },
    },
    async (request): Promise<ApprovalCount> => inbox.count(request.user),
  );

  app.post(
    '/api/approvals/decisions',
    {
      schema: {
        summary: 'Approve or reject several requests at once',
        description:
          '`{ items: [{ type, id }], status: approved | rejected, note }`; the note (the reason) ' +
          'is required to reject. Each request is decided on its own, in its own transaction; ' +
          'answers `{ decided, refused }`, each refused one with the service’s reason (not the ' +
          'caller’s to decide, their own, decided or cancelled meanwhile).',
        tags: [TAG],
        body: approvalBulkDecisionBody,
      },
    },
    async (request): Promise<ApprovalBulkReport> =>
      inbox.decideMany(request.user, request.body, languageOf(request)),
  );

  // The company's reminder days (./settings.ts): the administrators' setting.
  app.get('/api/approvals/settings', { schema: SETTINGS.read }, async () => reminderSetting(db));
  app.put('/api/approvals/settings', { schema: SETTINGS.save }, async (request) =>
    saveReminderDays(db, request.user, request.body),
  );
  app.put('/api/approvals/settings/:type', { schema: SETTINGS.saveType }, async (request) =>
    saveTypeReminderDays(db, request.user, request.params.type, request.body),
  );
  app.delete('/api/approvals/settings/:type', { schema: SETTINGS.resetType }, async (request) =>
    saveTypeReminderDays(db, request.user, request.params.type, null),
  );
}
