import type { Migration } from 'kysely';
import * as foundation from './0001_foundation';
import * as audit from './0002_audit';
import * as files from './0003_files';
import * as homeContent from './0004_home_content';
import * as messages from './0005_messages';
import * as newsletters from './0006_newsletters';
// Benefits catalogue (issue 6)
import * as benefits from './0007_benefits';
// Geography and benefit locations (issue 6)
import * as benefitLocations from './0008_benefit_locations';
// Sales (issue 7)
import * as sales from './0009_sales';
// Benchmarks: BirthdayMembers at scale
import * as birthdayIndex from './0010_birthday_index';
import * as benefitNameKey from './0011_benefit_name_key';

/** Every migration, in order; bundled with the server so no file lookup happens at start. */
export const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
  '0002_audit': audit,
  '0003_files': files,
  '0004_home_content': homeContent,
  '0005_messages': messages,
  '0006_newsletters': newsletters,
  // Benefits catalogue (issue 6)
  '0007_benefits': benefits,
  // Geography and benefit locations (issue 6)
  '0008_benefit_locations': benefitLocations,
  // Sales (issue 7)
  '0009_sales': sales,
  // Benchmarks: BirthdayMembers at scale
  '0010_birthday_index': birthdayIndex,
  // Benchmarks: GET /Benefits at scale
  '0011_benefit_name_key': benefitNameKey,
};
