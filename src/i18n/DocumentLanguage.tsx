import { useEffect } from 'react';
import { useLocaleState } from 'react-admin';
import { PORTAL_BASE, webManifestFile } from '../../contracts/runtimeConfig';

/**
 * The page's `lang` follows the language in use, so screen readers read it in the right voice,
 * and so does its web app manifest: the installed app is named in that language.
 */
export function DocumentLanguage() {
  const [locale] = useLocaleState();
  useEffect(() => {
    document.documentElement.lang = locale;
    const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (manifest)
      manifest.href = `${PORTAL_BASE}/${webManifestFile(locale === 'en' ? 'en' : 'es')}`;
  }, [locale]);
  return null;
}
