import {
  loadUserDataBody,
  refreshBody,
  SESSION_REPLACED,
  type TokenResponse,
} from '../../../contracts/account/authentication';
import type { EmployeeRepository } from './employees';
import { HttpError } from '../../http/errors';
import type { ApiTokens } from '../../auth/apiTokens';
import type { IdentityVerifier } from '../../auth/identityToken';
import type { SessionStore } from '../../auth/sessions';
import type { ServiceApp } from '../types';

export interface AuthDeps {
  tokens: ApiTokens;
  sessions: SessionStore;
  employees: EmployeeRepository;
  verifyIdentity: IdentityVerifier;
}

export const ACTIVE_SESSION_MESSAGE = 'There is already an active session for this user.';
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired.';

/** Authentication (sign-in, refresh, sign-out), on the main employee API. */
export async function authenticationRoutes(app: ServiceApp, deps: AuthDeps) {
  async function tokenResponse(
    employeeId: number,
    sessionId: string,
    refreshToken: string,
  ): Promise<TokenResponse> {
    const employee = await deps.employees.findActiveById(employeeId);
    if (!employee) throw new HttpError(401, 'Employee no longer active');
    const token = await deps.tokens.sign({
      sub: String(employee.id),
      sid: sessionId,
      username: employee.username,
      email: employee.email,
      fullName: employee.full_name,
      employeeid: employee.badge,
      role: await deps.employees.roleCodes(employee.id),
    });
    return {
      token,
      token_type: 'Bearer',
      refreshtoken: refreshToken,
      expires_in: deps.tokens.ttlSeconds,
    };
  }

  app.post(
    '/authenticate/LoadUserData',
    {
      schema: {
        summary: 'Exchange the identity provider ID token for a portal session',
        description:
          'Answers 409 while the user has another active session, unless `force` ends it.',
        tags: ['Authentication'],
        body: loadUserDataBody,
      },
    },
    async (request) => {
      const { login, token, force } = request.body;
      let username: string;
      try {
        ({ username } = await deps.verifyIdentity(token));
      } catch (error) {
        request.log.info({ err: error }, 'identity token rejected');
        throw new HttpError(401, 'The identity token is not valid.');
      }
      if (username.toLowerCase() !== login.toLowerCase()) {
        throw new HttpError(401, 'The identity token does not belong to this login.');
      }
      const employee = await deps.employees.findActiveByUsername(username);
      if (!employee) throw new HttpError(403, 'There is no active employee record for this user.');
      const opened = await deps.sessions.open(employee.id, force);
      if (opened.status === 'active') throw new HttpError(409, ACTIVE_SESSION_MESSAGE);
      return tokenResponse(employee.id, opened.sessionId, opened.refreshToken);
    },
  );

  app.post(
    '/authenticate/refresh',
    {
      schema: {
        summary: 'Rotate the refresh token and get a new API token',
        description:
          'The body is the refresh token as a JSON string. A reused refresh token ends the session. ' +
          'A 401 for a session another sign-in ended carries `reason: "replaced"`.',
        tags: ['Authentication'],
        body: refreshBody,
      },
    },
    async (request) => {
      const result = await deps.sessions.rotate(request.body);
      if (result.status === 'replaced') {
        throw new HttpError(401, SESSION_EXPIRED_MESSAGE, undefined, { reason: SESSION_REPLACED });
      }
      if (result.status !== 'rotated') throw new HttpError(401, SESSION_EXPIRED_MESSAGE);
      return tokenResponse(result.employeeId, result.sessionId, result.refreshToken);
    },
  );

  app.delete(
    '/Authenticate',
    {
      schema: {
        summary: 'Log out: end the caller’s session',
        tags: ['Authentication'],
      },
    },
    async (request, reply) => {
      await deps.sessions.end(request.user.sid);
      return reply.status(204).send();
    },
  );
}
