import {
  addUserBody,
  type EmployeeSearchResult,
  moduleListQuery,
  moduleUpdateBody,
  type ModuleWithRoles,
  type RoleAssignment,
  roleCodeParams,
  type RoleSummary,
  rolesByModuleQuery,
  roleUpdateBody,
  roleUsersQuery,
  updateUserBody,
  userSearchQuery,
} from '../../../contracts/permissions/permissions';
import type { DB } from '../../db';
import { createModuleRepository } from './modules';
import { createRoleAssignmentRepository } from './roleAssignments';
import { createRoleRepository } from './roles';
import { answerCreated, answerPage } from '../../http/answers';
import { languageOf } from '../../http/messages';
import type { Page } from '../../http/paging';
import type { ServiceApp } from '../types';

const TAG = 'Permissions';
const LIST_DESCRIPTION =
  'Paged (`page`, `perPage`), sorted (`sort`, `order`) and filtered (`q`) in SQL; the total is in ' +
  '`X-Total-Count`.';

/**
 * Permissions: modules → roles → users. Who may call each route is in
 * server/modules/permissions/policy.ts (System_Admin), except the employee search, whose rule (any
 * employee) is in server/modules/account/policy.ts; every write is audited.
 */
export async function permissionRoutes(app: ServiceApp, { db }: { db: DB }) {
  const modules = createModuleRepository(db);
  const roles = createRoleRepository(db);
  const assignments = createRoleAssignmentRepository(db);

  app.get(
    '/Module/GetAll/',
    {
      schema: {
        summary: 'The portal’s modules, each with its roles',
        description: `${LIST_DESCRIPTION} \`q\` searches name and code.`,
        tags: [TAG],
        querystring: moduleListQuery,
      },
      preSerialization: answerPage,
    },
    async (request): Promise<Page<ModuleWithRoles>> =>
      modules.list(request.query, languageOf(request)),
  );

  app.get(
    '/Module/GetRolesByModule',
    {
      schema: {
        summary: 'The roles of a module',
        tags: [TAG],
        querystring: rolesByModuleQuery,
      },
    },
    async (request): Promise<RoleSummary[]> => modules.roles(request.query.moduleCode),
  );

  app.put(
    '/Module/Update',
    {
      schema: {
        summary: 'Rename or (de)activate a module',
        description:
          'Roles of an inactive module stop counting at their holders’ next call. The module holding ' +
          'System_Admin cannot be deactivated (409).',
        tags: [TAG],
        body: moduleUpdateBody,
      },
    },
    async (request): Promise<ModuleWithRoles> => modules.update(request.user, request.body),
  );

  app.get(
    '/Role/GetByCode/:code',
    {
      schema: { summary: 'A role by code', tags: [TAG], params: roleCodeParams },
    },
    async (request): Promise<RoleSummary> => roles.byCode(request.params.code),
  );

  app.put(
    '/Role/Update',
    {
      schema: {
        summary: 'Rename or (de)activate a role',
        description: 'System_Admin cannot be deactivated (409).',
        tags: [TAG],
        body: roleUpdateBody,
      },
    },
    async (request): Promise<RoleSummary> => roles.update(request.user, request.body),
  );

  app.get(
    '/User/GetAllUserByRolCode/:code',
    {
      schema: {
        summary: 'The employees assigned to a role (active and removed assignments)',
        description: `${LIST_DESCRIPTION} \`q\` searches full name, badge and user name.`,
        tags: [TAG],
        params: roleCodeParams,
        querystring: roleUsersQuery,
      },
      preSerialization: answerPage,
    },
    async (request): Promise<Page<RoleAssignment>> =>
      assignments.list(request.params.code, request.query),
  );

  app.post(
    '/User/AddUser',
    {
      schema: {
        summary: 'Assign an employee (by badge) to a role',
        description:
          'Answers 201 with the assignment; re-activates a removed one; 409 when it is already ' +
          'active.',
        tags: [TAG],
        body: addUserBody,
      },
      onSend: answerCreated,
    },
    async (request): Promise<RoleAssignment> => {
      const assignment = await assignments.add(request.user, request.body);
      return assignment;
    },
  );

  app.put(
    '/User/UpdateUser',
    {
      schema: {
        summary: 'Move an assignment to another role of the same module, or remove it',
        description:
          '`active: false` removes the assignment. The last active System_Admin assignment cannot ' +
          'be removed (409).',
        tags: [TAG],
        body: updateUserBody,
      },
    },
    async (request): Promise<RoleAssignment> => assignments.update(request.user, request.body),
  );

  app.get(
    '/user',
    {
      schema: {
        summary: 'Find employees by badge or name (at most 20)',
        description:
          'Active employees whose badge starts with `criteria` or whose full name, user name or ' +
          'e-mail contains it, ignoring case and accents: first those whose full name starts ' +
          'with it, then the others, each ordered by full name.',
        tags: ['Employees'],
        querystring: userSearchQuery,
      },
    },
    async (request): Promise<EmployeeSearchResult[]> =>
      assignments.searchEmployees(request.query.criteria),
  );
}
