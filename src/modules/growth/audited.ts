import type { AuditedEntity } from '../../../resources/shared/audited';

/** The owners' changes to openings and applications (status moves) in the audit trail. */
export const growthAudited: Record<string, AuditedEntity> = {
  growth_opening: {
    resource: 'growth-openings',
    flags: ['active'],
    page: (id) => `/growth/openings/form/${id}`,
  },
  growth_application: {
    resource: 'growth-applications',
    nameOf: (snapshot) => (typeof snapshot.job === 'string' ? snapshot.job : undefined),
    page: (id) => `/growth/applications/${id}`,
  },
};
