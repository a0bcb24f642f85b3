/** SPEC §6: who opens the Benefits pages, and who administers them. */
export const BENEFIT_READERS = ['Benefits_User', 'Benefits_Owner', 'System_Admin'] as const;
export const BENEFIT_OWNERS = ['Benefits_Owner', 'System_Admin'] as const;
