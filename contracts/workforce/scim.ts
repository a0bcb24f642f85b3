import { array, boolean, mixed, number, object, string } from 'yup';

/** The schemas a provisioning client speaks (RFC 7643) and the portal's own extension. */
export const SCIM = {
  user: 'urn:ietf:params:scim:schemas:core:2.0:User',
  enterprise: 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User',
  /** The portal's own attributes: the hire date and the birthday (documented in its Schemas). */
  portal: 'urn:ietf:params:scim:schemas:extension:portal:2.0:User',
  list: 'urn:ietf:params:scim:api:messages:2.0:ListResponse',
  patch: 'urn:ietf:params:scim:api:messages:2.0:PatchOp',
  error: 'urn:ietf:params:scim:api:messages:2.0:Error',
  serviceProviderConfig: 'urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig',
  resourceType: 'urn:ietf:params:scim:schemas:core:2.0:ResourceType',
  schema: 'urn:ietf:params:scim:schemas:core:2.0:Schema',
} as const;

/** The most users a list answers at once (ServiceProviderConfig's filter.maxResults). */
export const SCIM_MAX_RESULTS = 200;

/** SCIM's strings are strings: a number or a boolean is refused, never turned into text. */
const text = (max: number) => string().strict().max(max);

/** A multi-valued attribute's value (emails, phoneNumbers). */
const multiValue = () =>
  object({
    value: text(320),
    type: text(50),
    primary: boolean(),
  });

/**
 * A User as a provisioning client sends it (POST, PUT, and a PATCH's result): the attributes the
 * portal keeps; any other is ignored, as RFC 7644 lets a service provider do.
 */
export const scimUser = () =>
  object({
    schemas: array(text(200).required()).max(10),
    externalId: text(200).nullable(),
    userName: text(100),
    name: object({
      givenName: text(100).nullable(),
      familyName: text(100).nullable(),
      formatted: text(200).nullable(),
    })
      .nullable()
      .default(undefined),
    displayName: text(200).nullable(),
    title: text(100).nullable(),
    active: boolean().nullable(),
    preferredLanguage: text(20).nullable(),
    emails: array(multiValue()).max(10).nullable(),
    phoneNumbers: array(multiValue()).max(10).nullable(),
    [SCIM.enterprise]: object({
      employeeNumber: text(20).nullable(),
      department: text(100).nullable(),
      organization: text(100).nullable(),
      title: text(100).nullable(),
      manager: object({ value: text(20).nullable() })
        .nullable()
        .default(undefined),
    })
      .nullable()
      .default(undefined),
    [SCIM.portal]: object({
      hireDate: text(10).nullable(),
      birthday: text(10).nullable(),
    })
      .nullable()
      .default(undefined),
  });

/** A PATCH request (RFC 7644 3.5.2): its operations are applied in order, all or none. */
export const scimPatch = () =>
  object({
    schemas: array(string().max(200).required()).max(10),
    Operations: array(
      object({
        op: string().required().max(10),
        path: string().max(500),
        value: mixed(),
      }),
    )
      .required()
      .min(1)
      .max(100),
  });

/** A list's query: a filter, a page (1-based `startIndex`, `count`), which attributes to answer. */
export const scimListQuery = () =>
  object({
    filter: string().max(2000),
    startIndex: number().integer().min(-2_147_483_648).max(2_147_483_647),
    count: number().integer().min(-2_147_483_648).max(2_147_483_647),
    attributes: string().max(2000),
    excludedAttributes: string().max(2000),
  });

/** Which attributes to answer for one resource. */
export const scimAttributesQuery = () =>
  object({ attributes: string().max(2000), excludedAttributes: string().max(2000) });

/** A resource's id in a path: the portal's ids are numbers, any other id names nothing. */
export const scimIdParams = () => object({ id: string().required().max(100) });
