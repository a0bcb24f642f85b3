/**
 * yup reads its default messages when a schema is built, so the portal sets them before any
 * contract loads. Import this first in a test that validates with a contract, as the portal does.
 */
import '../../../src/i18n/yupLocale';
