import { SCIM, SCIM_MAX_RESULTS } from '../../../../contracts/workforce/scim';

/** A string attribute of a schema (RFC 7643 7). */
const attribute = (
  name: string,
  description: string,
  options: { required?: boolean; uniqueness?: 'none' | 'server'; type?: string } = {},
) => ({
  name,
  type: options.type ?? 'string',
  multiValued: false,
  description,
  required: options.required ?? false,
  caseExact: false,
  mutability: 'readWrite',
  returned: 'default',
  uniqueness: options.uniqueness ?? 'none',
});

const complex = (
  name: string,
  description: string,
  subAttributes: object[],
  multiValued = false,
) => ({
  ...attribute(name, description, { type: 'complex' }),
  multiValued,
  subAttributes,
});

const typedValue = [
  attribute('value', 'The value.'),
  attribute('type', 'Only "work" is kept.'),
  attribute('primary', 'Whether it is the primary value.', { type: 'boolean' }),
];

/** The schemas of the User resource: the attributes the portal keeps (GET /Schemas). */
export const schemas = (base: string) =>
  [
    {
      id: SCIM.user,
      name: 'User',
      description: 'An employee of the portal.',
      attributes: [
        attribute('userName', 'The sign-in name; unique, case-insensitive.', {
          required: true,
          uniqueness: 'server',
        }),
        attribute('externalId', 'The identity provider’s id; unique when given.'),
        complex('name', 'The employee’s name.', [
          attribute('givenName', 'First name (required).'),
          attribute('familyName', 'Last name (required).'),
          attribute('formatted', 'The full name, as shown.'),
        ]),
        attribute('displayName', 'The full name shown in the portal.'),
        attribute('title', 'The position (as the enterprise title).'),
        attribute('active', 'False deactivates: sessions end, history is kept.', {
          type: 'boolean',
        }),
        attribute('preferredLanguage', 'es or en (es-CR, en-US… are read by their language).'),
        complex('emails', 'The work e-mail (required; one is kept).', typedValue, true),
        complex('phoneNumbers', 'The work phone (one is kept).', typedValue, true),
      ],
    },
    {
      id: SCIM.enterprise,
      name: 'EnterpriseUser',
      description: 'The employee’s place in the company.',
      attributes: [
        attribute('employeeNumber', 'The badge (required; unique).', {
          required: true,
          uniqueness: 'server',
        }),
        attribute('department', 'The account the employee works for.'),
        attribute('organization', 'The account, when no department is given.'),
        attribute('title', 'The position.'),
        complex('manager', 'The supervisor, who decides their requests.', [
          { ...attribute('value', 'The supervisor’s id (a User id of this service).') },
          { ...attribute('displayName', 'The supervisor’s name.'), mutability: 'readOnly' },
        ]),
      ],
    },
    {
      id: SCIM.portal,
      name: 'PortalUser',
      description: 'What the employee portal keeps besides the enterprise extension.',
      attributes: [
        attribute('hireDate', 'The day they were hired, YYYY-MM-DD (probation periods).'),
        attribute(
          'birthday',
          'YYYY-MM-DD; required to create a user (the home page’s birthdays), kept when left out.',
        ),
      ],
    },
  ].map((schema) => ({
    schemas: [SCIM.schema],
    ...schema,
    meta: { resourceType: 'Schema', location: `${base}/Schemas/${schema.id}` },
  }));

/** The only resource type served: Users (Groups are not: the portal's roles are its own). */
export const resourceTypes = (base: string) => [
  {
    schemas: [SCIM.resourceType],
    id: 'User',
    name: 'User',
    endpoint: '/Users',
    description: 'An employee',
    schema: SCIM.user,
    schemaExtensions: [
      { schema: SCIM.enterprise, required: true },
      { schema: SCIM.portal, required: false },
    ],
    meta: { resourceType: 'ResourceType', location: `${base}/ResourceTypes/User` },
  },
];

/** What this service provider supports (RFC 7643 5). */
export const serviceProviderConfig = (base: string) => ({
  schemas: [SCIM.serviceProviderConfig],
  documentationUri: `${base.replace(/\/scim\/v2$/, '')}/api/docs`,
  patch: { supported: true },
  bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
  filter: { supported: true, maxResults: SCIM_MAX_RESULTS },
  changePassword: { supported: false },
  sort: { supported: false },
  etag: { supported: true },
  authenticationSchemes: [
    {
      type: 'oauthbearertoken',
      name: 'Bearer token',
      description: 'A provisioning client’s token (SCIM_TOKEN).',
      primary: true,
    },
  ],
  meta: { resourceType: 'ServiceProviderConfig', location: `${base}/ServiceProviderConfig` },
});
