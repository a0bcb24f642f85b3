import { createContext, type ReactNode, useContext } from 'react';
import { useLocaleState } from 'react-admin';
import type { RuntimeConfig } from '../../contracts/runtimeConfig';
import { intlLocale } from './dates';

/** The services' upload limits, as the runtime config tells them (UPLOAD_MAX_FILE_BYTES). */
export type UploadLimits = RuntimeConfig['uploads'];

const UploadLimitsContext = createContext<UploadLimits | null>(null);

/** The limits read from the runtime config before the portal renders. */
export function UploadLimitsProvider({
  limits,
  children,
}: {
  limits: UploadLimits;
  children: ReactNode;
}) {
  return <UploadLimitsContext.Provider value={limits}>{children}</UploadLimitsContext.Provider>;
}

const MB = 1024 * 1024;

/** A size as the services word their limits (binary units): "5 MB", "1,5 MB" in Spanish, "40 KB". */
export function formatFileSize(bytes: number, locale: string): string {
  const megabytes = bytes >= MB;
  const value = megabytes ? bytes / MB : Math.floor(bytes / 1024);
  const number = new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 1 }).format(
    value,
  );
  return `${number} ${megabytes ? 'MB' : 'KB'}`;
}

/**
 * The largest file the services take, in bytes and worded in the user's language (the `size` of
 * the `components.upload.image*` texts). The limit is the server's setting, never a constant of
 * the portal, so its help texts cannot drift from what the services refuse.
 */
export function useFileSizeLimit(): { maxBytes: number; size: string } {
  const limits = useContext(UploadLimitsContext);
  const [locale] = useLocaleState();
  if (!limits) throw new Error('useFileSizeLimit needs an UploadLimitsProvider (runtime config)');
  return { maxBytes: limits.maxFileBytes, size: formatFileSize(limits.maxFileBytes, locale) };
}
