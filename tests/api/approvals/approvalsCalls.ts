import { approvalTypes } from '../../../server/approvals/approvals';
import type { TestApp } from '../helpers';

/**
 * Takes every pending request of the demo as already reminded and escalated at `at`, so the
 * reminders job's runs act only on the test's own requests.
 */
export async function markPendingAsReminded(t: TestApp, at: string): Promise<void> {
  for (const type of approvalTypes()) {
    const pending = await t.db
      .selectFrom(type.table as 'personal_day_requests')
      .select('id')
      .where('status', '=', 'submitted')
      .execute();
    for (const kind of ['reminder', 'escalation'] as const) {
      for (const { id } of pending) {
        await t.db
          .insertInto('approval_reminders')
          .values({ request_type: type.module, request_id: id, kind, level: 1, sent_at: at })
          .execute();
      }
    }
  }
}
