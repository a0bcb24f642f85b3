import type { Selectable, Transaction } from 'kysely';
import type { HomeMessage, HomeMessageModerationBody } from '../../../../contracts/home/messages';
import { updateAudited } from '../../../audit/audit';
import type { DB } from '../../../db';
import type { Database } from '../../../db/schema';
import { lockOr404, writeTransaction } from '../../../db/transaction';
import { notify } from '../../../notifications/service';
import type { HomeMessageTable } from '../tables';
import { notifyRecipients } from './kudos';
import { type Caller, loadMessage } from './messages';
import { say } from '../i18n';

/** What the audit trail keeps of a kudos. */
const snapshot = (row: Selectable<HomeMessageTable>) => ({
  id: row.id,
  status: row.status,
  category: row.category,
  message: row.message,
  correctionReason: row.correction_reason,
});

const lockKudos = (trx: Transaction<Database>, id: number) =>
  lockOr404(
    trx,
    trx.selectFrom('home_messages').selectAll().where('id', '=', id).where('type', '=', 'kudos'),
    say('kudos.notFound'),
  );

/** Home_Owner's moderation of kudos: sending one back for correction, publishing it again. */
export function createKudosModerationRepository(db: DB) {
  const moderation = {
    /** Moves a kudos to the moderation state the owner chose. */
    moderate(caller: Caller, id: number, body: HomeMessageModerationBody): Promise<HomeMessage> {
      return body.status === 'correction'
        ? moderation.sendBack(caller, id, body.reason ?? '')
        : moderation.publish(caller, id);
    },

    /**
     * Sends a kudos back to its author with a reason; it leaves
     * the feed and the author is notified. Audited.
     */
    async sendBack(caller: Caller, id: number, reason: string): Promise<HomeMessage> {
      await writeTransaction(db, async (trx) => {
        const before = await lockKudos(trx, id);
        const after = { ...before, status: 'correction', correction_reason: reason.trim() };
        if (before.status === after.status && before.correction_reason === after.correction_reason)
          return;
        await updateAudited(trx, caller, {
          table: 'home_messages',
          entity: 'kudos',
          id,
          set: {
            status: after.status,
            correction_reason: after.correction_reason,
            updated_at: new Date().toISOString(),
          },
          before: snapshot(before),
          after: snapshot(after),
        });
        await notify(trx, before.author_id, {
          kind: 'kudos-correction',
          title: 'Tu kudos necesita una corrección',
          body: after.correction_reason,
          link: `/Kudos/Form/${id}`,
        });
      });
      return loadMessage(db, id);
    },

    /**
     * Publishes a kudos again (after its correction); it returns to
     * the top of the feed, recipients added meanwhile are notified. Audited.
     */
    async publish(caller: Caller, id: number, now = new Date()): Promise<HomeMessage> {
      const iso = now.toISOString();
      await writeTransaction(db, async (trx) => {
        const before = await lockKudos(trx, id);
        if (before.status === 'published') return;
        const after = { ...before, status: 'published', correction_reason: null };
        await updateAudited(trx, caller, {
          table: 'home_messages',
          entity: 'kudos',
          id,
          set: { status: 'published', correction_reason: null, publish_from: iso, updated_at: iso },
          before: snapshot(before),
          after: snapshot(after),
        });
        await notify(trx, before.author_id, {
          kind: 'kudos-published',
          title: 'Tu kudos fue publicado',
          body: before.message ?? '',
          link: '/Inicio',
        });
        await notifyRecipients(trx, id, before.author_id, before.message ?? '');
      });
      return loadMessage(db, id);
    },
  };
  return moderation;
}
