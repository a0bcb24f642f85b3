import { catalogueNames } from '../../../../contracts/permissions/names';
/** Configuration: modules, roles, their users and the audit trail, in English. */
export const en = {
  permissions: {
    title: 'Configuration',
    inactive: 'Inactive',
    tabs: {
      modules: 'Modules and roles',
      audit: 'Audit trail',
      reads: 'Reads',
      jobs: 'Scheduled jobs',
    },
    names: catalogueNames.en,
    modules: {
      title: 'Modules',
      edit: 'Edit %{name}',
      saved: 'Module saved',
      confirmDeactivate:
        'Deactivate the module %{name}? Its roles stop counting for every user at once.',
    },
    roles: {
      title: 'Role %{name} (%{module})',
      users: 'Users with this role',
      manageUsers: 'Manage users',
      confirmDeactivate: 'Deactivate this role? Its users lose it at once.',
    },
    users: {
      title: 'Users of %{role}',
      add: 'Add user',
      addTo: 'Add a user to %{role}',
      added: '%{name} (%{badge}) was added to the role “%{role}”',
      saved: 'Assignment saved',
      employee: 'Employee',
      searchHelp: 'Type at least 2 characters of the badge or the name',
      changeRole: 'Role',
      remove: 'Remove from the role',
      restore: 'Restore',
      confirmRemove: 'Remove %{name} from %{role}?',
      confirmMove: 'Move %{name} to %{role}?',
    },
    jobs: {
      title: 'Scheduled jobs',
      empty: 'No scheduled job has run yet.',
      never: 'never',
      runs: 'Last: %{last} · Next: %{next}',
      failed: 'Failed: %{error}',
      names: {
        approvals: { reminders: 'Approvals’ reminders and escalations' },
        mail: { outbox: 'Sending of queued e-mails' },
      },
      counts: {
        reminders: '%{smart_count} reminder |||| %{smart_count} reminders',
        escalations: '%{smart_count} escalation |||| %{smart_count} escalations',
        sent: '%{smart_count} e-mail sent |||| %{smart_count} e-mails sent',
        failed: '%{smart_count} failed sending |||| %{smart_count} failed sendings',
      },
      every: {
        seconds: 'every second |||| every %{smart_count} seconds',
        minutes: 'every minute |||| every %{smart_count} minutes',
        hours: 'every hour |||| every %{smart_count} hours',
      },
    },
    reads: {
      title: 'Reads of people’s records',
      empty: 'Nobody has read anyone else’s records yet.',
      line: '%{reader} read: %{what} of %{subject}',
    },
    audit: {
      title: 'Audit trail',
      before: 'Before',
      after: 'After',
      actions: { create: 'Create', update: 'Update', delete: 'Delete', read: 'Read' },
      field: 'Field',
      changesOf: 'Changes to %{name}',
      noChanges: 'No field changed.',
      recordDeleted: 'deleted',
      entities: {
        role_user: 'Role assignment',
        file: 'Uploaded file',
      },
    },
  },
  resources: {
    modules: {
      name: 'Module |||| Modules',
      fields: { name: 'Name', code: 'Code', active: 'Active', roles: 'Roles' },
    },
    roles: {
      name: 'Role |||| Roles',
      fields: { name: 'Name', code: 'Code', active: 'Active', moduleName: 'Module' },
    },
    'role-users': {
      name: 'User |||| Users',
      fields: {
        fullName: 'Name',
        badge: 'Badge',
        username: 'User name',
        email: 'Email',
        active: 'Active',
        createdAt: 'Assigned on',
        roleCode: 'Role',
        q: 'Search',
      },
    },
    files: {
      name: 'File |||| Files',
      fields: { name: 'Name', mime: 'Type', size: 'Size (bytes)' },
    },
    'scheduled-jobs': {
      name: 'Scheduled job |||| Scheduled jobs',
      fields: {
        name: 'Job',
        intervalSeconds: 'How often',
        lastRunAt: 'Last run',
        nextRunAt: 'Next run',
        lastOutcome: 'What it did',
      },
    },
    'record-reads': {
      name: 'Read of records |||| Reads of records',
      fields: {
        at: 'When',
        reader: 'Who read',
        readerRoles: 'In which roles',
        what: 'What',
        subject: 'Whose',
        screen: 'From which screen',
      },
    },
    'audit-entries': {
      name: 'Audit entry |||| Audit trail',
      fields: {
        at: 'When',
        actorUsername: 'Who',
        action: 'Action',
        entity: 'Entity',
        entityId: 'Record',
        actor: 'User',
        from: 'From',
        to: 'To',
      },
    },
  },
  routes: {
    permissions: 'Permissions',
    audit: 'Audit trail',
    jobs: 'Scheduled jobs',
    reads: 'Reads',
    module: 'Modules',
    roles: 'Role',
    users: 'Users',
  },
};
