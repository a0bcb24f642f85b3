import type { Migration } from 'kysely';
import * as foundation from './0001_foundation';
import * as audit from './0002_audit';
import * as files from './0003_files';
import * as loginThrottle from './0012_login_throttle';
import * as filesCreatedBy from './0013_files_created_by';
import * as permissionUniqueNames from './0017_permission_unique_names';
import * as auditRecordIndex from './0018_audit_record_index';
import * as privateFiles from './0019_private_files';
import * as employeeHr from './0022_employee_hr';
import * as companyHolidays from './0023_company_holidays';
import * as searchIndex from './0036_search_index';
import * as accessNotices from './0038_access_notices';
import * as refreshTokenSuccessor from './0040_refresh_token_successor';
import * as employeeSearchText from './0041_employee_search_text';
import * as employeeNamePrefix from './0046_employee_name_prefix';
import * as spentIdTokens from './0048_spent_id_tokens';
import * as auditEntityNames from './0049_audit_entity_names';
import * as mail from './0050_mail';
import * as approvalDelegations from './0051_approval_delegations';
import * as approvalReminders from './0052_approval_reminders';
import * as employeeProvisioning from './0053_employee_provisioning';
import * as approvalsSettingsAndMailFailures from './0055_approvals_settings_and_mail_failures';
import * as recordReads from './0057_record_reads';
import * as jobSecondsAndReminderDaysByType from './0058_job_seconds_and_reminder_days_by_type';

/**
 * The platform's migrations: employees, identity, sessions, permissions (modules and roles, and
 * their unique names), audit (and its index by record), files (and private documents), sign-in throttling,
 * the employees' HR data (account, position, supervisor, hire date), the company's holidays, the employee search index, the access notices, the refresh tokens' successors, the employees' stored search text, its index for names by their start, the ID tokens
 * already exchanged for a session, the audit trail's entity names in one case, the e-mail outbox with each employee's notice
 * choices, the approvers' delegations (with the histories' column naming whom a decision was made for), the scheduled jobs' state with the approvals' reminders and escalations, what provisioning keeps of an employee (external id, phone, language) with the first-login links, and the reads of a person's records by someone else.
 */
export const platformMigrations: Record<string, Migration> = {
  '0001_foundation': foundation,
  '0002_audit': audit,
  '0003_files': files,
  '0012_login_throttle': loginThrottle,
  '0013_files_created_by': filesCreatedBy,
  '0017_permission_unique_names': permissionUniqueNames,
  '0018_audit_record_index': auditRecordIndex,
  '0019_private_files': privateFiles,
  '0022_employee_hr': employeeHr,
  '0023_company_holidays': companyHolidays,
  '0036_search_index': searchIndex,
  '0038_access_notices': accessNotices,
  '0040_refresh_token_successor': refreshTokenSuccessor,
  '0041_employee_search_text': employeeSearchText,
  '0046_employee_name_prefix': employeeNamePrefix,
  '0048_spent_id_tokens': spentIdTokens,
  '0049_audit_entity_names': auditEntityNames,
  '0050_mail': mail,
  '0051_approval_delegations': approvalDelegations,
  '0052_approval_reminders': approvalReminders,
  '0053_employee_provisioning': employeeProvisioning,
  '0055_approvals_settings_and_mail_failures': approvalsSettingsAndMailFailures,
  '0057_record_reads': recordReads,
  '0058_job_seconds_and_reminder_days_by_type': jobSecondsAndReminderDaysByType,
};
