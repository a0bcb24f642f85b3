import { useEffect } from 'react';
import { useLocaleState } from 'react-admin';

/** The page's `lang` follows the language in use, so screen readers read it in the right voice. */
export function DocumentLanguage() {
  const [locale] = useLocaleState();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return null;
}
