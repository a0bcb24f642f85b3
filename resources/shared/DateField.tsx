import { DateField as ReactAdminDateField, type DateFieldProps, useLocaleState } from 'react-admin';
import { intlLocale } from './dates';

/**
 * react-admin's DateField written in the portal's language: on its own it takes the browser's
 * ('11/24/2026' in a Spanish page). eslint.config.js sends every list here.
 */
export function DateField(props: DateFieldProps) {
  const [locale] = useLocaleState();
  return <ReactAdminDateField locales={intlLocale(locale)} {...props} />;
}
