/** Who manages newsletters (SPEC §6 Newsletter children) and who reads them (the Home child). */
export const NEWSLETTER_OWNERS = ['System_Admin', 'Newsletters_Owner'] as const;
export const NEWSLETTER_READERS = [...NEWSLETTER_OWNERS, 'Newsletters_User'] as const;

const holdsOneOf = (roles: readonly string[], userRoles: readonly string[] | undefined) =>
  roles.some((role) => userRoles?.includes(role) ?? false);

/** The 'Administrar boletines' button, the list and the form. */
export const canManageNewsletters = (userRoles: readonly string[] | undefined) =>
  holdsOneOf(NEWSLETTER_OWNERS, userRoles);

/** The newsletters home page and the home-page section. */
export const canReadNewsletters = (userRoles: readonly string[] | undefined) =>
  holdsOneOf(NEWSLETTER_READERS, userRoles);
