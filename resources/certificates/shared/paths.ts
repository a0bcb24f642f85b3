/** The caller's certificates and the adapter's resource (dataProviders/certificates). */
export const RESOURCE = 'my-certificates';
/** The caller's food-handler review, read by badge. */
export const FOOD_HANDLER_RESOURCE = 'food-handler-review';
/** The owners' register: the portal's own resource (ra-data-simple-rest). */
export const REGISTER_RESOURCE = 'certificates-register';

export const HOME_PATH = '/Certificates';
export const REGISTER_PATH = '/Certificates/Registro';
