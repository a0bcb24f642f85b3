import type { Migration } from 'kysely';
import * as foundation from './0001_foundation';
import * as audit from './0002_audit';
import * as files from './0003_files';

/** Every migration, in order; bundled with the server so no file lookup happens at start. */
export const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
  '0002_audit': audit,
  '0003_files': files,
};
