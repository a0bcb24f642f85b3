import {
  benefitFields,
  benefitIdParams,
  benefitListQuery,
  categoryFields,
  categoryListQuery,
  discountFields,
  discountTableQuery,
  linkTypeFields,
  linkTypeListQuery,
  pageSettingsFields,
  validDiscountsQuery,
} from '../../../../contracts/benefits/benefits';
import type { DB } from '../../../db';
import { answerCreated, answerPage } from '../../../http/answers';
import { oneFileEach, readMultipart } from '../../../http/multipart';
import {
  BENEFIT_FILE_FIELDS,
  FILE_FIELD,
  PAGE_SETTINGS_FILE_FIELDS,
} from '../../../../contracts/benefits/formats';
import { createBenefitRepository } from './benefits';
import { createCategoryRepository } from './categories';
import { createDiscountRepository } from './discounts';
import { createLinkTypeRepository } from './linkTypes';
import { createPageSettingsRepository } from './pageSettings';
import type { ServiceApp } from '../../types';

/** The file fields of the catalogue's forms (contracts/benefits/formats.ts). */
const ONE_FILE = oneFileEach(FILE_FIELD);
const BENEFIT_FILES = oneFileEach(...Object.values(BENEFIT_FILE_FIELDS));
const PAGE_SETTINGS_FILES = oneFileEach(...PAGE_SETTINGS_FILE_FIELDS);

const TAG = 'Benefits';
const IMAGES =
  'Images: PNG, JPEG, GIF or WebP read from the bytes, at most UPLOAD_MAX_FILE_BYTES (5 MB by ' +
  'default; 400/413 naming the field); ' +
  'a field without a file (the portal sends -1) keeps the stored image.';
/** A multipart create: it answers 201. */
const multipartCreate = (summary: string, description: string) => ({
  schema: {
    summary,
    description: `${description} ${IMAGES}`,
    tags: [TAG],
    consumes: ['multipart/form-data'],
  },
  onSend: answerCreated,
});
const byId = (summary: string) => ({
  schema: { summary, tags: [TAG], params: benefitIdParams },
});
const multipartById = (summary: string, description: string) => ({
  schema: { ...multipartCreate(summary, description).schema, params: benefitIdParams },
});

/**
 * The Benefits catalogue: discounts, link kinds, categories, benefits and page settings.
 * Policy in server/modules/benefits/policy.ts: reads Benefits_User/Owner, writes Benefits_Owner
 * (System_Admin always); every write is audited; locations and geography live in their own routes
 * (0008).
 */
export async function benefitRoutes(app: ServiceApp, { db }: { db: DB }) {
  const categories = createCategoryRepository(db);
  const linkTypes = createLinkTypeRepository(db);
  const benefits = createBenefitRepository(db);
  const discounts = createDiscountRepository(db);
  const settings = createPageSettingsRepository(db);

  // ---------------------------------------------------------------- discounts
  app.get(
    '/BenefitsDiscount/GetBenefitsDiscount',
    {
      schema: {
        summary: 'Discounts valid now (or during `month`, YYYY-MM), of active benefits',
        description:
          'Company wall clock (America/Costa_Rica); StartDate and EndDate inclusive, sent as ' +
          '`YYYY-MM-DD HH:mm:ss`. Filters `idBenefits`, `q`; paged by relevance (valid now, ending ' +
          'soonest first; then starting later, soonest first; then ended, latest first), total in ' +
          '`X-Total-Count`.',
        tags: [TAG],
        querystring: validDiscountsQuery,
      },
      preSerialization: answerPage,
    },
    async (request) => discounts.valid(request.query),
  );
  app.get(
    '/BenefitsDiscount/GetBenefitsDiscountTable',
    {
      schema: {
        summary: 'Every discount, for the owners’ table',
        description:
          'Paged, sorted and filtered in SQL (`q`: discount or benefit name; `idBenefits`).',
        tags: [TAG],
        querystring: discountTableQuery,
      },
      preSerialization: answerPage,
    },
    async (request) => discounts.table(request.query),
  );
  app.get('/BenefitsDiscount/:id', byId('A discount'), async (request) =>
    discounts.get(request.user, request.params.id),
  );
  app.post(
    '/BenefitsDiscount',
    multipartCreate(
      'Create a discount',
      'Fields idBenefits, idLocation (-1: none; else a location of the benefit), DiscountName, ' +
        'Link, StartDate, EndDate (`YYYY-MM-DD HH:mm:ss`), file. Answers 201.',
    ),
    async (request) => {
      const { body, files } = await readMultipart(request, discountFields, ONE_FILE);
      return discounts.create(request.user, request.user, body, files);
    },
  );
  app.put(
    '/BenefitsDiscount/:id',
    multipartById('Change a discount', 'The fields of POST.'),
    async (request) => {
      const { body, files } = await readMultipart(request, discountFields, ONE_FILE);
      return discounts.update(request.user, request.user, request.params.id, body, files);
    },
  );
  app.delete('/BenefitsDiscount/:id', byId('Delete a discount'), async (request) =>
    discounts.remove(request.user, request.user, request.params.id),
  );

  // ---------------------------------------------------------------- link kinds
  app.get(
    '/BenefitLink',
    {
      schema: {
        summary: 'The catalogue of link kinds (idBenefit is always 1)',
        description: 'Paged, sorted, `q` searches the name, `active`.',
        tags: [TAG],
        querystring: linkTypeListQuery,
      },
      preSerialization: answerPage,
    },
    async (request) => linkTypes.list(request.query, request.user),
  );
  app.get(
    '/BenefitLink/:id',
    byId('A link kind (inactive ones for owners only)'),
    async (request) => linkTypes.get(request.params.id, request.user),
  );
  app.post(
    '/BenefitLink',
    multipartCreate(
      'Create a link kind',
      'Fields idBenefit (1), Name, Link, Active, file (its icon). Answers 201.',
    ),
    async (request) => {
      const { body, files } = await readMultipart(request, linkTypeFields, ONE_FILE);
      return linkTypes.create(request.user, body, files);
    },
  );
  app.put(
    '/BenefitLink/:id',
    multipartById('Change a link kind', 'The fields of POST.'),
    async (request) => {
      const { body, files } = await readMultipart(request, linkTypeFields, ONE_FILE);
      return linkTypes.update(request.user, request.params.id, body, files);
    },
  );
  app.delete(
    '/BenefitLink/:id',
    {
      schema: {
        ...byId('Delete a link kind').schema,
        description: '409 while a benefit has a link of this kind.',
      },
    },
    async (request) => linkTypes.remove(request.user, request.params.id),
  );

  // ---------------------------------------------------------------- categories
  app.get(
    '/BenefitsCategory',
    {
      schema: {
        summary: 'Benefit categories, in their order',
        description: 'Paged, sorted (order, name, benefits), `q` searches the name.',
        tags: [TAG],
        querystring: categoryListQuery,
      },
      preSerialization: answerPage,
    },
    async (request) => categories.list(request.query),
  );
  app.get('/BenefitsCategory/:id', byId('A category'), async (request) =>
    categories.get(request.params.id),
  );
  app.post(
    '/BenefitsCategory',
    multipartCreate('Create a category', 'Fields Name, Order, file. Answers 201.'),
    async (request) => {
      const { body, files } = await readMultipart(request, categoryFields, ONE_FILE);
      return categories.create(request.user, body, files);
    },
  );
  app.put(
    '/BenefitsCategory/:id',
    multipartById('Change a category', 'The fields of POST.'),
    async (request) => {
      const { body, files } = await readMultipart(request, categoryFields, ONE_FILE);
      return categories.update(request.user, request.params.id, body, files);
    },
  );
  app.delete(
    '/BenefitsCategory/:id',
    {
      schema: {
        ...byId('Delete a category').schema,
        description: '409 while the category has benefits.',
      },
    },
    async (request) => categories.remove(request.user, request.params.id),
  );

  // ---------------------------------------------------------------- benefits
  app.get(
    '/Benefits',
    {
      schema: {
        summary: 'Benefits (employees: active ones)',
        description:
          'Paged, sorted; `q` searches name and detail, `idCategory`, `active` (owners).',
        tags: [TAG],
        querystring: benefitListQuery,
      },
      preSerialization: answerPage,
    },
    async (request) => benefits.list(request.user, request.query),
  );
  app.get(
    '/Benefits/:id',
    byId('A benefit with its links (employees: active benefit, active links)'),
    async (request) => benefits.get(request.user, request.params.id),
  );
  app.post(
    '/Benefits',
    multipartCreate(
      'Create a benefit',
      'Fields idCategory, name, detail, description and benefitInfo (rich text, sanitised), ' +
        'link, facebook, instagram, email, active, benefitLinks (JSON list of idBenefitLink, ' +
        'name, link, active, order), files logo and image. Answers 201.',
    ),
    async (request) => {
      const { body, files } = await readMultipart(request, benefitFields, BENEFIT_FILES);
      return benefits.create(request.user, request.user, body, files);
    },
  );
  app.put(
    '/Benefits/:id',
    multipartById(
      'Change a benefit',
      'The fields of POST; benefitLinks, when sent, replaces the benefit’s links.',
    ),
    async (request) => {
      const { body, files } = await readMultipart(request, benefitFields, BENEFIT_FILES);
      return benefits.update(request.user, request.user, request.params.id, body, files);
    },
  );
  app.delete(
    '/Benefits/:id',
    byId('Delete a benefit with its links, discounts and locations'),
    async (request) => benefits.remove(request.user, request.user, request.params.id),
  );

  // ---------------------------------------------------------------- page settings
  app.get(
    '/PageSettings',
    { schema: { summary: 'The Benefits home page settings (title settings)', tags: [TAG] } },
    async () => settings.get(),
  );
  app.post(
    '/PageSettings',
    multipartCreate(
      'Create the page settings',
      "Fields title ('settings'), header, reminder (rich text), files logo, footer, badge. 409 " +
        'once they exist.',
    ),
    async (request) => {
      const { body, files } = await readMultipart(request, pageSettingsFields, PAGE_SETTINGS_FILES);
      return settings.create(request.user, body, files);
    },
  );
  app.put(
    '/PageSettings/:id',
    multipartById('Change the page settings', 'The fields of POST.'),
    async (request) => {
      const { body, files } = await readMultipart(request, pageSettingsFields, PAGE_SETTINGS_FILES);
      return settings.update(request.user, request.params.id, body, files);
    },
  );
}
