import { ownersOf, usersOf } from '../../../contracts/catalogue';

/** Who opens the Benefits pages, and who administers them. */
export const BENEFIT_READERS = usersOf('benefits');
export const BENEFIT_OWNERS = ownersOf('benefits');
