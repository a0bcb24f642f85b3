import { yupResolver } from '@hookform/resolvers/yup';
import { type LocaleObject, type ObjectSchema, setLocale } from 'yup';
import { HOME_SETTINGS_MESSAGES } from '../../../contracts/home/settings';

/**
 * The contracts' own rule messages (links, videos, phones, dates) as i18n keys, which react-admin's
 * inputs translate; the services keep the English texts.
 */
setLocale({
  string: Object.fromEntries(
    Object.keys(HOME_SETTINGS_MESSAGES).map((name) => [name, `homeSettings.validation.${name}`]),
  ),
} as LocaleObject);

/** A react-hook-form resolver over a contract schema, with translatable messages. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any contract schema
export const contractResolver = (schema: ObjectSchema<any>) => yupResolver(schema);
