import {
  loadUserDataBody,
  refreshBody,
  type TokenResponse,
} from '../../../contracts/account/authentication';
import { SESSION_REPLACED } from '../../../contracts/account/sessionEnd';
import type { EmployeeRepository } from './employees';
import { noContent } from '../../http/answers';
import { HttpError } from '../../http/errors';
import { say } from './i18n';
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

/** Authentication (sign-in, refresh, sign-out), on the main employee API. */
export async function authenticationRoutes(app: ServiceApp, deps: AuthDeps) {
  async function tokenResponse(
    employeeId: number,
    sessionId: string,
    refreshToken: string,
  ): Promise<TokenResponse> {
    const employee = await deps.employees.findActiveById(employeeId);
    if (!employee) throw new HttpError(401, say('employee.inactive'));
    const token = deps.tokens.sign({
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
      let expiresAt: Date;
      try {
        ({ username, expiresAt } = await deps.verifyIdentity(token));
      } catch (error) {
        request.log.info({ err: error }, 'identity token rejected');
        throw new HttpError(401, say('identity.invalid'));
      }
      if (username.toLowerCase() !== login.toLowerCase()) {
        throw new HttpError(401, say('identity.otherLogin'));
      }
      const employee = await deps.employees.findActiveByUsername(username);
      if (!employee) throw new HttpError(403, say('employee.noRecord'));
      const opened = await deps.sessions.open(employee.id, force, { token, expiresAt });
      if (opened.status === 'spent') throw new HttpError(401, say('identity.spent'));
      if (opened.status !== 'opened') throw new HttpError(409, say('session.active'));
      return tokenResponse(employee.id, opened.sessionId, opened.refreshToken);
    },
  );

  app.post(
    '/authenticate/refresh',
    {
      schema: {
        summary: 'Rotate the refresh token and get a new API token',
        description:
          'The body is the refresh token as a JSON string. A reused refresh token ends the session, ' +
          'unless it comes back within REFRESH_REUSE_GRACE_SECONDS of its use and the token that use ' +
          'issued was never presented (a lost answer): then that token is spent and a new one issued. ' +
          'A 401 for a session another sign-in ended carries `reason: "replaced"`.',
        tags: ['Authentication'],
        body: refreshBody,
      },
    },
    async (request) => {
      const result = await deps.sessions.rotate(request.body);
      if (result.status === 'replaced') {
        throw new HttpError(401, say('session.expired'), undefined, { reason: SESSION_REPLACED });
      }
      if (result.status !== 'rotated') throw new HttpError(401, say('session.expired'));
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
    async (request, reply) => noContent(reply, deps.sessions.end(request.user.sid)),
  );
}
