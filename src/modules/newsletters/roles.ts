import { holdsAny, ownersOf, usersOf } from '../../../contracts/catalogue';

/** Who manages newsletters (the Newsletter menu's children) and who reads them (its Home child). */
export const NEWSLETTER_OWNERS = ownersOf('newsletters');
export const NEWSLETTER_READERS = usersOf('newsletters');

/** The 'Administrar boletines' button, the list and the form. */
export const canManageNewsletters = (userRoles: readonly string[] | undefined) =>
  holdsAny(NEWSLETTER_OWNERS, userRoles);

/** The newsletters home page and the home-page section. */
export const canReadNewsletters = (userRoles: readonly string[] | undefined) =>
  holdsAny(NEWSLETTER_READERS, userRoles);
