import type { Generated, Insertable } from 'kysely';

/**
 * Portable column conventions (SQLite and PostgreSQL): flags are integers 0/1, timestamps are
 * ISO-8601 UTC text, calendar dates are 'YYYY-MM-DD' text, money is integer minor units.
 */
interface EmployeeTable {
  id: Generated<number>;
  badge: string;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  full_name: string;
  birthday: string;
  active: Generated<number>;
  created_at: string;
  /** The account (area) they work for; null when HR has not said. */
  account: string | null;
  position: string | null;
  /** Who approves their requests and whom the leadership survey asks about. */
  supervisor_id: number | null;
  /** 'YYYY-MM-DD'. */
  hired_on: string | null;
  /** The identity provider's id for them (SCIM externalId), unique when given. */
  external_id: string | null;
  phone: string | null;
  /** 'es' or 'en', as provisioning says; null when not said. */
  preferred_language: string | null;
  /** ISO-8601 UTC of the last change provisioning made; null until one. */
  changed_at: string | null;
}

interface ModuleTable {
  id: Generated<number>;
  code: string;
  name: string;
  active: Generated<number>;
}

interface RoleTable {
  id: Generated<number>;
  code: string;
  name: string;
  module_id: number;
  active: Generated<number>;
}

interface RoleUserTable {
  id: Generated<number>;
  role_id: number;
  employee_id: number;
  active: Generated<number>;
  created_at: string;
}

interface SessionTable {
  id: string;
  employee_id: number;
  created_at: string;
  /** Sliding end: each refresh moves it forward. */
  idle_expires_at: string;
  /** Absolute end, whatever the activity. */
  expires_at: string;
  revoked_at: string | null;
  revoked_reason: string | null;
}

interface RefreshTokenTable {
  token_hash: string;
  session_id: string;
  created_at: string;
  expires_at: string;
  /** Set when the token is exchanged; a second use is a replay and revokes the session. */
  used_at: string | null;
  /** The token the exchange issued (its hash): a retry within the reuse grace is told from a replay. */
  replaced_by: string | null;
}

interface IdentityAccountTable {
  username: string;
  password_hash: string;
  employee_id: number;
}

interface IdentityStoreTable {
  id: string;
  model: string;
  payload: string;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: string | null;
  consumed_at: string | null;
}

/** Consecutive failed sign-ins of one account or one client address, and its lockout. */
export interface LoginThrottleTable {
  key: string;
  failures: number;
  last_failure_at: string;
  /** Set when the failures reach the limit; sign-ins are refused until then. */
  locked_until: string | null;
}

/** An ID token that opened a session (its SHA-256, hex), kept until it expires. */
interface SpentIdTokenTable {
  token_hash: string;
  expires_at: string;
}

/** 'read': a read of a medical history, as the trail recorded it before reads had their own record (server/privacy/reads.ts). */
export type AuditAction = 'create' | 'update' | 'delete' | 'read';

/** One administrative write: who, when, which entity and id, before and after (JSON text). */
export interface AuditLogTable {
  id: Generated<number>;
  /** ISO-8601 UTC. */
  at: string;
  actor_employee_id: number | null;
  actor_username: string;
  entity: string;
  entity_id: string;
  action: AuditAction;
  before: string | null;
  after: string | null;
}

interface FileTable {
  id: string;
  name: string;
  mime: string;
  size: number;
  sha256: string;
  data: Buffer;
  created_by: number | null;
  created_at: string;
  /** 1: a document served only by its module's route (0019_private_files). */
  private: Generated<number>;
}

interface NotificationTable {
  id: Generated<number>;
  employee_id: number;
  kind: string;
  title: string;
  body: string;
  /** A portal path under the base path. */
  link: string | null;
  read_at: string | null;
  created_at: string;
}

export type NewEmployee = Insertable<EmployeeTable>;

/** The platform's tables: employees, identity, sessions, permissions, audit, files, notifications. */
/** A day the company does not work, weekends aside (server/calendar/holidays.ts). */
interface CompanyHolidayTable {
  id: Generated<number>;
  /** 'YYYY-MM-DD', unique. */
  date: string;
  name: string;
  created_at: string;
  updated_at: string;
}

/** An e-mail to send (server/mail/outbox.ts): sent once `sent_at` is set. */
interface MailOutboxTable {
  id: Generated<number>;
  recipient: string;
  language: string;
  subject: string;
  text: string;
  html: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  last_error: string | null;
  sent_at: string | null;
  /** Set when the sender gave up after its last attempt (migration 0055): never tried again. */
  failed_at: Generated<string | null>;
  created_at: string;
}

/** A link mailed to a new employee to choose their password (server/idp/firstLogin.ts). */
interface FirstLoginLinkTable {
  /** SHA-256 of the link's token, hex: the token itself is only in the e-mail. */
  token_hash: string;
  employee_id: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** An employee's language and the kinds of notice they also get by e-mail (a JSON list). */
interface NotificationPreferenceTable {
  employee_id: number;
  language: string;
  email_kinds: string;
  updated_at: string;
}

export interface PlatformTables {
  employees: EmployeeTable;
  modules: ModuleTable;
  roles: RoleTable;
  role_users: RoleUserTable;
  sessions: SessionTable;
  refresh_tokens: RefreshTokenTable;
  identity_accounts: IdentityAccountTable;
  identity_store: IdentityStoreTable;
  login_throttle: LoginThrottleTable;
  spent_id_tokens: SpentIdTokenTable;
  files: FileTable;
  audit_log: AuditLogTable;
  notifications: NotificationTable;
  company_holidays: CompanyHolidayTable;
  mail_outbox: MailOutboxTable;
  notification_preferences: NotificationPreferenceTable;
  first_login_links: FirstLoginLinkTable;
}
