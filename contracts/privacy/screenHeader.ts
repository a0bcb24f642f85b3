/**
 * The header each portal call carries with the screen it comes from (the portal's path, at most
 * 256 characters): a read of someone else's records is recorded with it.
 */
export const PORTAL_SCREEN_HEADER = 'x-portal-screen';

/** The longest screen the header carries. */
export const MAX_SCREEN_LENGTH = 256;
