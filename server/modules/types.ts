import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { Migration, Transaction } from 'kysely';
import type { Access } from '../auth/access';
import type { ApiTokens } from '../auth/apiTokens';
import type { IdentityVerifier } from '../auth/identityToken';
import type { SessionStore } from '../auth/sessions';
import type { DocumentsConfig, ProvisioningClient, ServiceFamily } from '../config';
import type { DB } from '../db';
import type { Database } from '../db/schema';
import type { Catalogue } from '../http/messages';
import type { YupTypeProvider } from '../http/yupTypeProvider';
import type { ScheduledJob } from '../jobs/jobs';
import type { EmployeeRepository } from './account/employees';

/** What the app builds once and hands to every module's routes. */
export interface ServiceDeps {
  db: DB;
  tokens: ApiTokens;
  sessions: SessionStore;
  employees: EmployeeRepository;
  verifyIdentity: IdentityVerifier;
  /**
   * Who the company's documents name (payslips, certificates) and where a certificate is verified
   * (`verificationBase`: the certificates family's public address).
   */
  documents: DocumentsConfig & { verificationBase: string };
  /** Phrase of the client date-token some calls carry (`isCurrentDateToken`). */
  clientTokenPhrase: string;
  /** Who may call the SCIM family (SCIM_TOKEN). */
  provisioningClients: readonly ProvisioningClient[];
}

/**
 * Who may call each of a module's routes in one service family, keyed `METHOD /path` exactly as
 * the routes register themselves (without the family's base path).
 */
export type ModulePolicy = Readonly<Record<string, Access>>;

/** What routes are registered on: their request types come from their yup contracts. */
export type ServiceApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  YupTypeProvider
>;

/** A module's part of one service family: its routes and their policy. */
export interface ServicePart {
  policy: ModulePolicy;
  routes: (app: ServiceApp, deps: ServiceDeps) => Promise<void>;
}

/** Demo data of a module, written in the seed's transaction after the modules listed before it. */
export type ModuleSeed = (trx: Transaction<Database>, now: Date) => Promise<void>;

/**
 * What a module of the reference services is made of. The composition root
 * (server/modules/index.ts) lists the modules; the app mounts their routes under each family's
 * base, the guard takes their policies, the error handler their messages, the migrator and the
 * seed the rest.
 */
export interface ServerModule {
  /** The module's one name: its folder under server/modules, contracts, resources… */
  name: string;
  services: Partial<Record<ServiceFamily, ServicePart>>;
  /** Keyed by migration name; names are global and ordered (NNNN_what). */
  migrations?: Record<string, Migration>;
  seed?: ModuleSeed;
  /** Its refusals and the words of its contracts' own rules, in Spanish and English (`i18n.ts`). */
  messages?: Catalogue;
  /** Work the server runs on its own every so often (server/jobs/jobs.ts). */
  jobs?: readonly ScheduledJob[];
}
