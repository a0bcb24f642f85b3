/** System_Admin's load of the official boundaries, named once for the manifest and the audit trail. */
export const BOUNDARIES_PAGE = '/Benefits/Boundaries';
