import {
  badgeTokenParams,
  idTokenParams,
  mltAdminBody,
  mltAdminListQuery,
  type RoleHolder,
  tokenParams,
  userAdminListQuery,
  userAdminParams,
  userAdminQuery,
  type UserRoles,
} from '../../../../contracts/extracurricular/extracurricular';
import { answerPage } from '../../../http/answers';
import { RequestValidationError } from '../../../http/errors';
import type { Page } from '../../../http/paging';
import type { ServiceApp, ServiceDeps } from '../../types';
import { assertMyBadge } from '../common';
import { say } from '../i18n';
import { inPath, LIST_ACTIVE, listRoute, oneRoute, TOKEN, UPSERT, upsertRoute } from '../routing';
import { ADMIN_ROLE, createAdminRepository, MLT_ROLE } from './admins';

const tags = ['Extracurricular: administrators'];

/** The family's administrators and its MLT admins (the instructors): role assignments. */
export async function adminRoutes(app: ServiceApp, { db }: ServiceDeps) {
  const admins = createAdminRepository(db);

  app.get(
    '/UserAdmin/GetAllUsersAdmin/:token',
    {
      config: inPath,
      schema: {
        summary: 'The extracurricular administrators',
        description: `Assignments of role ${ADMIN_ROLE}; \`q\` searches name and badge. ${LIST_ACTIVE} ${TOKEN}`,
        tags,
        params: tokenParams,
        querystring: userAdminListQuery,
      },
      preSerialization: answerPage,
    },
    async (request): Promise<Page<RoleHolder>> => admins.list(ADMIN_ROLE, request.query),
  );

  app.get(
    '/UserAdmin/GetUserAdminById/:id&:token',
    {
      config: inPath,
      schema: {
        summary: 'One extracurricular administrator',
        description: TOKEN,
        tags,
        params: idTokenParams,
      },
    },
    async (request): Promise<RoleHolder> => admins.one(ADMIN_ROLE, request.params.id),
  );

  app.get(
    '/UserAdmin/GetUserRoles/:badge&:token',
    {
      config: inPath,
      schema: {
        summary: 'What an employee is on this family',
        description: `The caller’s own badge, or any for its administrators: \`{ badge, name, isAdmin, isMLTAdmin, roles }\`. ${TOKEN}`,
        tags,
        params: badgeTokenParams,
      },
    },
    async (request): Promise<UserRoles> => admins.rolesOf(request.params.badge),
  );

  app.put(
    '/UserAdmin/PutInsUpdtUserAdmin/:id&:badge&:confirmBadge&:active&:modified_By&:token',
    {
      config: inPath,
      schema: {
        summary: 'Make an employee an extracurricular administrator, or (de)activate one',
        description: `The badge is written twice (400 naming confirmBadge when they differ); \`modified_By\` is the caller’s badge; \`fName\` is only validated. The role reaches the employee’s token at their next sign-in. ${UPSERT} ${TOKEN}`,
        tags,
        params: userAdminParams,
        querystring: userAdminQuery,
      },
    },
    async (request, reply): Promise<RoleHolder> => {
      const { id, badge, confirmBadge, active, modified_By } = request.params;
      if (badge.toLowerCase() !== confirmBadge.toLowerCase()) {
        throw new RequestValidationError({ confirmBadge: say('badge.mismatch') });
      }
      assertMyBadge(request.user, modified_By);
      const saved = await admins.save(request.user, ADMIN_ROLE, { id, badge, active });
      return reply.status(saved.created ? 201 : 200).send(saved.holder);
    },
  );

  listRoute(
    app,
    '/UserMLTAdmin/GetAllMLTAdmin',
    {
      summary: 'The MLT admins (the courses’ instructors)',
      description: `Assignments of role ${MLT_ROLE}; \`q\` searches name and badge. ${LIST_ACTIVE}`,
      tags,
      querystring: mltAdminListQuery,
    },
    (_user, query) => admins.list(MLT_ROLE, query),
  );

  oneRoute(app, '/UserMLTAdmin/GetMLTAdminById', { summary: 'One MLT admin', tags }, (_user, id) =>
    admins.one(MLT_ROLE, id),
  );

  upsertRoute(
    app,
    '/UserMLTAdmin/PutInsUpdtMLTAdmin',
    {
      summary: 'Make an employee an MLT admin, or (de)activate one',
      description: `\`modified_By\` is the caller’s badge. ${UPSERT}`,
      tags,
      body: mltAdminBody,
    },
    (user, body) => {
      assertMyBadge(user, body.modified_By);
      return admins.save(user, MLT_ROLE, body);
    },
    (saved) => saved.holder,
  );
}
