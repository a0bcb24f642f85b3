import { sql } from 'kysely';
import type { PersonalData } from '../../privacy/declaration';

/** The account: who the person is, how they sign in, their sessions. */
export const accountPersonalData: PersonalData = {
  tables: [
    {
      table: 'employees',
      person: { column: 'id' },
      // Name and badge stay: the pay and tax records the law keeps name the person by them.
      erasure: {
        erase: 'anonymise',
        columns: {
          username: sql`'erased-' || id`,
          email: sql`'erased-' || id || '@invalid'`,
          birthday: '1900-01-01',
        },
      },
    },
    {
      table: 'identity_accounts',
      person: { column: 'employee_id' },
      withhold: ['password_hash'],
      erasure: { erase: 'delete' },
    },
    {
      table: 'sessions',
      person: { column: 'employee_id' },
      withhold: ['id'],
      retention: { kind: 'sessions', days: 30, after: 'expires_at', expire: 'delete' },
      erasure: { erase: 'delete' },
    },
    {
      table: 'refresh_tokens',
      person: { column: 'session_id', parent: 'sessions' },
      withhold: ['token_hash', 'session_id', 'replaced_by'],
      erasure: { erase: 'delete' },
    },
  ],
};
