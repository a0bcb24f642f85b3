import type { AuditedEntity } from '../module';

/** Newsletters in the audit trail. */
export const newslettersAudited: Record<string, AuditedEntity> = {
  newsletter: {
    resource: 'newsletters',
    renamed: { coverFileId: 'cover' },
    hidden: ['updatedBy'],
    page: (id) => `/newsletters/form/${id}`,
  },
};
