import { isOwnerOf } from '../../../../contracts/catalogue';
import {
  type BenefitLocation,
  benefitLocationBody,
  benefitLocationIdParams,
  benefitLocationListQuery,
  findByProvinceCantonQuery,
  findByProvinceQuery,
  UBICATION_TYPES,
} from '../../../../contracts/benefits/locations';
import type { DB } from '../../../db';
import { answerCreated, answerPage } from '../../../http/answers';
import { readMultipart } from '../../../http/multipart';
import { createBenefitLocationRepository } from './repository';
import type { Page } from '../../../http/paging';
import type { ServiceApp } from '../../types';

const TAG = 'Benefit locations';
const FIELDS =
  'Fields: idBenefits, provinceCode (1–7), cantonCode (101), districtCode (10101) — the canton ' +
  'must be in the province and the district in the canton —, address, latitude and longitude ' +
  'with a decimal comma ("9,9281", "-84,0907"; inside Costa Rica), phone and whatsapp (8 ' +
  `digits, optional +506), active, principalLocation, ubicationType (${UBICATION_TYPES.join(', ')}). ` +
  'Province, canton and district names are taken from the codes. Saving a principal location ' +
  'unsets the benefit’s other one.';
const FIND =
  'Active locations of active benefits, principal ones first; paged (`page`, `perPage` ≤ 100, ' +
  'total in `X-Total-Count`); `idBenefits` keeps one benefit’s. Province and canton are INEC ' +
  'codes (1, 101) or names (any case and accents).';

/** Owners (Benefits_Owner, System_Admin) read inactive locations too. */
const isOwner = (roles: readonly string[]) => isOwnerOf('benefits', roles);

/**
 * Benefit locations. Who may call each route is in server/modules/benefits/policy.ts (reads: the
 * Benefits roles; writes: Benefits_Owner or System_Admin); every write is audited.
 */
export async function benefitLocationRoutes(app: ServiceApp, { db }: { db: DB }) {
  const locations = createBenefitLocationRepository(db);

  app.get(
    '/BenefitsLocation',
    {
      schema: {
        summary: 'Benefit locations, paged',
        description:
          'Paged (`page`, `perPage`), sorted (`sort`, `order`) and filtered in SQL: `q` searches ' +
          'the address, `idBenefits` one benefit, `active`. Total in `X-Total-Count`. Readers ' +
          'who do not own Benefits see only active locations of active benefits.',
        tags: [TAG],
        querystring: benefitLocationListQuery,
      },
      preSerialization: answerPage,
    },
    async (request): Promise<Page<BenefitLocation>> =>
      locations.list(request.query, isOwner(request.user.role)),
  );

  app.get(
    '/BenefitsLocation/FindByProvincia',
    {
      schema: {
        summary: 'Locations in a province',
        description: FIND,
        tags: [TAG],
        querystring: findByProvinceQuery,
      },
      preSerialization: answerPage,
    },
    async (request): Promise<Page<BenefitLocation>> => locations.findByProvince(request.query),
  );

  app.get(
    '/BenefitsLocation/FindByProvinciaCanton',
    {
      schema: {
        summary: 'Locations in a canton of a province',
        description: `${FIND} A canton outside the province is a 400.`,
        tags: [TAG],
        querystring: findByProvinceCantonQuery,
      },
      preSerialization: answerPage,
    },
    async (request): Promise<Page<BenefitLocation>> =>
      locations.findByProvinceCanton(request.query),
  );

  app.get(
    '/BenefitsLocation/:id',
    {
      schema: { summary: 'A benefit location', tags: [TAG], params: benefitLocationIdParams },
    },
    async (request): Promise<BenefitLocation> =>
      locations.get(request.params.id, isOwner(request.user.role)),
  );

  app.post(
    '/BenefitsLocation',
    {
      schema: {
        summary: 'Create a benefit location (multipart/form-data)',
        description: `Answers 201 with the location. ${FIELDS}`,
        tags: [TAG],
        consumes: ['multipart/form-data'],
      },
      onSend: answerCreated,
    },
    async (request): Promise<BenefitLocation> => {
      const { body } = await readMultipart(request, benefitLocationBody, {});
      return await locations.create(request.user, body);
    },
  );

  app.put(
    '/BenefitsLocation/:id',
    {
      schema: {
        summary: 'Update a benefit location (JSON)',
        description: FIELDS,
        tags: [TAG],
        params: benefitLocationIdParams,
        body: benefitLocationBody,
      },
    },
    async (request): Promise<BenefitLocation> =>
      locations.update(request.user, request.params.id, request.body),
  );

  app.delete(
    '/BenefitsLocation/:id',
    {
      schema: {
        summary: 'Delete a benefit location',
        description:
          'Answers the deleted location. Discounts tied to it stay, for all of the benefit’s ' +
          'locations.',
        tags: [TAG],
        params: benefitLocationIdParams,
      },
    },
    async (request): Promise<BenefitLocation> => locations.remove(request.user, request.params.id),
  );
}
