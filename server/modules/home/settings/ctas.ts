import { type Selectable, sql, type Transaction, type Updateable } from 'kysely';
import { oneFileEach } from '../../../http/multipart';
import {
  type Cta,
  type CtaKey,
  type CtaSortField,
  ctaMultipartSchema,
  ctaType,
  HOME_IMAGE_CTA_ID,
  type HomeVideoBody,
  IMAGE_REQUIRED_KEYS,
  LIST_CTA_KEYS,
  type ListCtaKey,
  CTA_FILE_FIELD,
} from '../../../../contracts/home/settings';
import type { ListParams } from '../../../../contracts/listQuery';
import { recordAudit, deleteAudited } from '../../../audit/audit';
import type { DB } from '../../../db';
import type { CtaTable } from '../tables';
import type { Database } from '../../../db/schema';
import { containsText, folded } from '../../../db/text';
import { lockByIdOr404, lockOr404, writeTransaction } from '../../../db/transaction';
import { fileUrl, storeImage, type Upload } from '../../../files/storage';
import { HttpError, RequestValidationError, notFound } from '../../../http/errors';
import { mapPage, type Page, pagedList } from '../../../http/paging';
import { validateInput } from '../../../http/validation';
import { assertManages, canManage, type ContentUser, MODULE_OF_CTA_KEY } from './access';
import { closeGap, lockScope, moveRow, openSlot, type OrderScope } from './ordering';
import { findOr404 } from '../../../db/lookup';
import { say } from '../i18n';

type Row = Selectable<CtaTable>;

const toCta = (row: Row): Cta => ({
  id: row.id,
  key: row.key as CtaKey,
  type: ctaType(row.key as CtaKey, row.source_url),
  sourceURL: row.source_url,
  imageURL: fileUrl(row.image_file_id),
  title: row.title,
  description: row.description,
  name: row.name,
  role: row.role,
  email: row.email,
  phone: row.phone,
  order: row.position,
  active: Boolean(row.active),
  updatedAt: row.updated_at,
});

const scopeOf = (key: string): OrderScope => ({ table: 'ctas', key });
const moduleOf = (key: string) => MODULE_OF_CTA_KEY[key as CtaKey];

/** The validated multipart fields of a CTA; undefined = not sent (kept on update). */
interface CtaChanges {
  SourceURL?: string | null;
  Title?: string | null;
  Description?: string | null;
  Name?: string | null;
  Role?: string | null;
  Email?: string | null;
  Phone?: string | null;
  Order?: number | null;
  Active?: boolean;
}

/** The key's rules over the multipart text fields: 400 naming each multipart field. */
function validateFields(
  key: CtaKey,
  mode: 'create' | 'update',
  fields: Record<string, unknown>,
): CtaChanges {
  return validateInput<CtaChanges>(ctaMultipartSchema(key, mode), fields);
}

/** The columns a change sets (the order is handled apart); fields not sent are left out. */
function columnsOf(changes: CtaChanges): Updateable<CtaTable> {
  const set: Updateable<CtaTable> = {};
  if (changes.SourceURL !== undefined) set.source_url = changes.SourceURL;
  if (changes.Title !== undefined) set.title = changes.Title;
  if (changes.Description !== undefined) set.description = changes.Description;
  if (changes.Name !== undefined) set.name = changes.Name;
  if (changes.Role !== undefined) set.role = changes.Role;
  if (changes.Email !== undefined) set.email = changes.Email;
  if (changes.Phone !== undefined) set.phone = changes.Phone;
  if (changes.Active !== undefined) set.active = changes.Active ? 1 : 0;
  return set;
}

/** The file fields of a CTA form: `files`, or `file`. */
export const CTA_FILES = oneFileEach(CTA_FILE_FIELD, 'file');

/** The image of a CTA form: the `files` part (or `file`), its type read from the bytes. */
export const imageUpload = (files: Upload[]): Upload | undefined =>
  files.find((file) => file.field === CTA_FILE_FIELD || file.field === 'file');

/**
 * CTAs: the home and RAFT videos, banners, the assistant links (Ask Alejandro, ChatBot), contacts
 * and images. Each key belongs to a module (access.ts); its owner (or System_Admin) writes it.
 */
export function createCtaRepository(db: DB, clock: () => Date = () => new Date()) {
  const lockRow = (trx: Transaction<Database>, id: number): Promise<Row> =>
    lockByIdOr404(trx, 'ctas', id, say('cta.notFound'));

  return {
    /** The CTA of a key that exists once (GetHomeVideo, GetRAFTVideo, GetAskAlejandro, GetChatBot). */
    async single(key: CtaKey): Promise<Cta> {
      const row = await findOr404(
        db.selectFrom('ctas').selectAll().where('key', '=', key).orderBy('position').orderBy('id'),
        say('cta.notFound'),
      );
      return toCta(row);
    },

    /** GET /CTAs/{id} (an addition: the edit forms read one CTA); inactive ones for owners only. */
    async get(user: ContentUser, id: number): Promise<Cta> {
      const row = await db.selectFrom('ctas').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row || (!row.active && !canManage(user, moduleOf(row.key))))
        throw notFound(say('cta.notFound'));
      return toCta(row);
    },

    /** The CTAs of a key, by order; only the key's owners see inactive ones. */
    async list(
      user: ContentUser,
      key: ListCtaKey,
      params: ListParams<CtaSortField> & { active?: boolean },
    ): Promise<Page<Cta>> {
      let base = db.selectFrom('ctas').where('key', '=', key);
      if (!canManage(user, moduleOf(key))) base = base.where('active', '=', 1);
      if (params.active !== undefined) base = base.where('active', '=', params.active ? 1 : 0);
      if (params.q) {
        const q = params.q;
        base = base.where((eb) =>
          eb.or(
            (['title', 'name', 'role', 'email'] as const).map((column) =>
              containsText(db, sql.ref<string>(column), q),
            ),
          ),
        );
      }
      const page = await pagedList(params, {
        base,
        select: (query) => query.selectAll(),
        sort: {
          order: 'position',
          title: folded(db, sql.ref('title')),
          name: folded(db, sql.ref('name')),
          active: 'active',
          updatedAt: 'updated_at',
        },
        tieBreaker: 'id',
      });
      return mapPage(page, toCta);
    },

    /** PUT /CTAs/UpdateHomeVideo: the home video's URL (and title). */
    async updateHomeVideo(user: ContentUser, body: HomeVideoBody): Promise<Cta> {
      assertManages(user, 'home');
      return writeTransaction(db, async (trx) => {
        const before = await lockOr404(
          trx,
          trx.selectFrom('ctas').selectAll().where('key', '=', 'Video').orderBy('id').limit(1),
          say('cta.notFound'),
        );
        const set = columnsOf({
          SourceURL: body.sourceURL,
          ...(body.title !== undefined ? { Title: body.title } : {}),
        });
        return applyChanges(trx, user, before, set);
      });
    },

    /** PUT /CTAs/UpdateCTA (multipart): a CTA's link, texts, order, state and image. */
    async update(
      user: ContentUser,
      id: number,
      fields: Record<string, unknown>,
      upload: Upload | undefined,
    ): Promise<Cta> {
      const current = await findOr404(
        db.selectFrom('ctas').select('key').where('id', '=', id),
        say('cta.notFound'),
      );
      assertManages(user, moduleOf(current.key));
      const changes = validateFields(current.key as CtaKey, 'update', fields);
      return writeTransaction(db, async (trx) => {
        const scope = scopeOf(current.key);
        const count = await lockScope(trx, scope);
        const before = await lockRow(trx, id);
        const set = columnsOf(changes);
        if (upload) set.image_file_id = await storeImage(trx, user, upload);
        if (changes.Order != null && changes.Order !== before.position) {
          set.position = await moveRow(trx, scope, count, id, before.position, changes.Order);
        }
        return applyChanges(trx, user, before, set);
      });
    },

    /** POST /CTAs/AddContact (multipart, Id 0): a new contact, banner or image. */
    async add(
      user: ContentUser,
      key: ListCtaKey,
      fields: Record<string, unknown>,
      upload: Upload | undefined,
    ): Promise<Cta> {
      assertManages(user, moduleOf(key));
      const changes = validateFields(key, 'create', fields);
      if (!upload && IMAGE_REQUIRED_KEYS.includes(key)) {
        throw new RequestValidationError({
          [CTA_FILE_FIELD]: say('cta.imageRequired'),
        });
      }
      const now = clock().toISOString();
      return writeTransaction(db, async (trx) => {
        const scope = scopeOf(key);
        const count = await lockScope(trx, scope);
        const imageFileId = await storeImage(trx, user, upload);
        const position = await openSlot(trx, scope, count, changes.Order ?? undefined);
        const row = await trx
          .insertInto('ctas')
          .values({
            key,
            ...columnsOf(changes),
            image_file_id: imageFileId,
            position,
            created_at: now,
            updated_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        const created = toCta(row);
        await recordAudit(trx, {
          actor: user,
          entity: 'cta',
          entityId: row.id,
          before: null,
          after: created,
        });
        return created;
      });
    },

    /** DELETE /CTAs/{id}: banners, contacts and images; the CTAs that exist once stay (409). */
    async remove(user: ContentUser, id: number): Promise<void> {
      await writeTransaction(db, async (trx) => {
        const before = await lockRow(trx, id);
        assertManages(user, moduleOf(before.key));
        if (
          !(LIST_CTA_KEYS as readonly string[]).includes(before.key) ||
          id === HOME_IMAGE_CTA_ID
        ) {
          throw new HttpError(409, say('cta.keeps', { key: before.key }));
        }
        await lockScope(trx, scopeOf(before.key));
        await deleteAudited(trx, user, { table: 'ctas', entity: 'cta', id, before: toCta(before) });
        await closeGap(trx, scopeOf(before.key), before.position);
      });
    },
  };

  /** Writes `set` over `before` and audits it; a change that changes nothing writes nothing. */
  async function applyChanges(
    trx: Transaction<Database>,
    user: ContentUser,
    before: Row,
    set: Updateable<CtaTable>,
  ): Promise<Cta> {
    const changed = (Object.keys(set) as (keyof Row & keyof typeof set)[]).filter(
      (column) => set[column] !== before[column],
    );
    if (changed.length === 0) return toCta(before);
    const row = await trx
      .updateTable('ctas')
      .set({ ...set, updated_at: clock().toISOString() })
      .where('id', '=', before.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const after = toCta(row);
    await recordAudit(trx, {
      actor: user,
      entity: 'cta',
      entityId: before.id,
      before: toCta(before),
      after,
    });
    return after;
  }
}
