import { sql } from 'kysely';
import type {
  KudosSuggestion,
  KudosSuggestionBody,
  KudosSuggestionListQuery,
} from '../../../../contracts/home/messages';
import { deleteByIdCommitted, insertAudited, updateAudited } from '../../../audit/audit';
import type { DB } from '../../../db';
import { flag } from '../../../db/flags';
import { containsText, folded } from '../../../db/text';
import { findByIdOr404 } from '../../../db/lookup';
import { lockByIdOr404, writeTransaction } from '../../../db/transaction';
import { mapPage, type Page, pagedList } from '../../../http/paging';
import type { Caller } from './messages';
import { say } from '../i18n';

const suggestionSnapshot = (s: { id: number; text: string; active: number }) => ({
  id: s.id,
  text: s.text,
  active: Boolean(s.active),
});

const toSuggestion = (s: {
  id: number;
  text: string;
  active: number;
  created_at: string;
  updated_at: string;
}): KudosSuggestion => ({
  id: s.id,
  text: s.text,
  active: Boolean(s.active),
  createdAt: s.created_at,
  updatedAt: s.updated_at,
});

/** The suggested kudos texts: employees read the active ones, Home_Owner keeps them (audited). */
export function createKudosSuggestionRepository(db: DB) {
  return {
    /** GET /HomeMessage/GetKudosSuggestionMessages: the active suggestions, by text. */
    async active(paging: { page: number; perPage: number }): Promise<Page<KudosSuggestion>> {
      const page = await pagedList(
        { ...paging, sort: 'text', order: 'ASC' },
        {
          base: db.selectFrom('kudos_suggestions').where('active', '=', 1),
          select: (query) => query.selectAll(),
          sort: { text: 'text' },
          tieBreaker: 'id',
        },
      );
      return mapPage(page, toSuggestion);
    },

    /** Every suggestion for owners, filtered, sorted and paged in SQL. */
    async list(query: KudosSuggestionListQuery): Promise<Page<KudosSuggestion>> {
      const { q, active, id } = query.filter;
      let base = db.selectFrom('kudos_suggestions');
      if (q) base = base.where(containsText(db, sql.ref<string>('text'), q));
      if (active !== undefined) base = base.where('active', '=', flag(active));
      if (id) base = base.where('id', 'in', id);
      const page = await pagedList(query, {
        base,
        select: (query) => query.selectAll(),
        sort: { text: folded(db, sql.ref('text')), active: 'active', updatedAt: 'updated_at' },
        tieBreaker: 'id',
      });
      return mapPage(page, toSuggestion);
    },

    /** One suggestion, or 404. */
    async one(id: number): Promise<KudosSuggestion> {
      return toSuggestion(
        await findByIdOr404(db, 'kudos_suggestions', id, say('suggestion.notFound')),
      );
    },

    /** Adds a suggestion (audited 'kudos_suggestion'). */
    async create(caller: Caller, body: KudosSuggestionBody): Promise<KudosSuggestion> {
      return writeTransaction(db, async (trx) => {
        const iso = new Date().toISOString();
        const values = {
          text: body.text,
          active: flag(body.active),
          created_at: iso,
          updated_at: iso,
        };
        const id = await insertAudited(trx, caller, {
          table: 'kudos_suggestions',
          entity: 'kudos_suggestion',
          values,
          after: suggestionSnapshot,
        });
        return toSuggestion({ id, ...values });
      });
    },

    /** Changes a suggestion's text or whether it is offered (audited). */
    async update(caller: Caller, id: number, body: KudosSuggestionBody): Promise<KudosSuggestion> {
      return writeTransaction(db, async (trx) => {
        const before = await lockByIdOr404(
          trx,
          'kudos_suggestions',
          id,
          say('suggestion.notFound'),
        );
        const after = { ...before, text: body.text, active: flag(body.active) };
        if (after.text === before.text && after.active === before.active) {
          return toSuggestion(before);
        }
        after.updated_at = new Date().toISOString();
        await updateAudited(trx, caller, {
          table: 'kudos_suggestions',
          entity: 'kudos_suggestion',
          id,
          set: { text: after.text, active: after.active, updated_at: after.updated_at },
          before: suggestionSnapshot(before),
          after: suggestionSnapshot(after),
        });
        return toSuggestion(after);
      });
    },

    /** Deletes a suggestion and answers it as it was (audited; kudos already sent keep their text). */
    async remove(caller: Caller, id: number): Promise<KudosSuggestion> {
      const deleted = await deleteByIdCommitted(db, caller, {
        table: 'kudos_suggestions',
        entity: 'kudos_suggestion',
        id,
        missing: say('suggestion.notFound'),
        snapshot: suggestionSnapshot,
      });
      return toSuggestion(deleted);
    },
  };
}
