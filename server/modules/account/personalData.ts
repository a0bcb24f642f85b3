import { sql } from 'kysely';
import { deleted, ofParent, personal, type PersonalData } from '../../privacy/declaration';

/** The account: who the person is, how they sign in, their sessions. */
export const accountPersonalData: PersonalData = {
  tables: [
    // Name and badge stay: the pay and tax records the law keeps name the person by them.
    personal('employees', 'id', {
      erase: 'anonymise',
      columns: {
        username: sql`'erased-' || id`,
        email: sql`'erased-' || id || '@invalid'`,
        birthday: '1900-01-01',
      },
    }),
    personal('identity_accounts', 'employee_id', deleted, { withhold: ['password_hash'] }),
    personal('sessions', 'employee_id', deleted, {
      withhold: ['id'],
      retention: { kind: 'sessions', days: 30, after: 'expires_at', expire: 'delete' },
    }),
    ofParent('refresh_tokens', 'session_id', 'sessions', deleted, {
      withhold: ['token_hash', 'session_id', 'replaced_by'],
    }),
  ],
};
