import {
  accountIdQuery,
  accountListQuery,
  type CostCenter,
  type LineOfBusiness,
  lobBody,
  lobIdQuery,
  lobListQuery,
} from '../../../../contracts/extracurricular/extracurricular';
import type { ServiceApp, ServiceDeps } from '../../types';
import { LIST_ACTIVE, listRoute, oneRoute, UPSERT, upsertRoute } from '../routing';
import { createLobRepository } from './lobs';

const tags = ['Extracurricular: lines of business'];

/** The client accounts, their lines of business and the cost centres of each. */
export async function lobRoutes(app: ServiceApp, { db }: ServiceDeps) {
  const lobs = createLobRepository(db);

  listRoute(
    app,
    '/AdminLOB/GetAllAccounts',
    {
      summary: 'The client accounts',
      description: `\`q\` searches the name. ${LIST_ACTIVE}`,
      tags,
      querystring: accountListQuery,
    },
    (_user, query) => lobs.accounts(query),
  );

  listRoute(
    app,
    '/AdminLOB/GetAllLOBs',
    {
      summary: 'The lines of business',
      description: `\`q\` searches LOB and account names; \`accountId\` filters. ${LIST_ACTIVE}`,
      tags,
      querystring: lobListQuery,
    },
    (_user, query) => lobs.list(query),
  );

  oneRoute(
    app,
    '/AdminLOB/GetLobById',
    { summary: 'A line of business with its cost centres', tags },
    (_user, id) => lobs.one(id),
  );

  app.get(
    '/AdminLOB/GetCostCenterByLOBId',
    {
      schema: {
        summary: 'The cost centres of a line of business',
        tags,
        querystring: lobIdQuery,
      },
    },
    async (request): Promise<CostCenter[]> => lobs.costCentersOf(request.query.lobId),
  );

  app.get(
    '/AdminLOB/GetCostCenterByAccount',
    {
      schema: {
        summary: 'The cost centres of an account’s lines of business',
        tags,
        querystring: accountIdQuery,
      },
    },
    async (request): Promise<CostCenter[]> => lobs.costCentersOfAccount(request.query.accountId),
  );

  app.get(
    '/AdminLOB/GetLOBsByAccount',
    {
      schema: {
        summary: 'The lines of business of an account',
        tags,
        querystring: accountIdQuery,
      },
    },
    async (request): Promise<LineOfBusiness[]> => lobs.lobsOfAccount(request.query.accountId),
  );

  upsertRoute(
    app,
    '/AdminLOB/PutInsUpdtLOB',
    {
      summary: 'Create or change a line of business with its cost centres',
      description: `The cost-centre list replaces the LOB’s; a code of another LOB is a 409 naming it; the account must be active (400 naming accountId); \`modified_By\` is the caller’s badge. ${UPSERT}`,
      tags,
      body: lobBody,
    },
    (user, body) => lobs.save(user, body),
    (saved) => saved.lob,
  );
}
