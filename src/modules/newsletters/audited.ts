import type { AuditedEntity } from '../../../resources/shared/audited';

/** Newsletters in the audit trail. */
export const newslettersAudited: Record<string, AuditedEntity> = {
  newsletter: {
    resource: 'newsletters',
    renamed: { coverFileId: 'cover' },
    hidden: ['updatedBy'],
    page: (id) => `/newsletters/form/${id}`,
  },
};
