/**
 * The names of a CTA's editable fields in JSON and in the multipart bodies of POST
 * /CTAs/AddContact and PUT /CTAs/UpdateCTA. No yup here: the portal's data provider loads this at
 * start, before the portal sets yup's translatable messages (contracts/home/settings.ts has
 * the rules and re-exports these).
 */

/** The editable fields of a CTA, by their JSON name. */
export const CTA_FIELDS = [
  'sourceURL',
  'title',
  'description',
  'name',
  'role',
  'email',
  'phone',
  'order',
  'active',
] as const;
export type CtaField = (typeof CTA_FIELDS)[number];
/** The multipart field of each editable field (the contract spells Id, Key and SourceURL so). */
export const CTA_MULTIPART_FIELD: Record<CtaField, string> = {
  sourceURL: 'SourceURL',
  title: 'Title',
  description: 'Description',
  name: 'Name',
  role: 'Role',
  email: 'Email',
  phone: 'Phone',
  order: 'Order',
  active: 'Active',
};
/** The multipart field that carries the image. */
export const CTA_FILE_FIELD = 'files';

/** A new contact is sent with Id 0 and Key 'Contact'. */
export const NEW_CONTACT = { Id: 0, Key: 'Contact' } as const;
