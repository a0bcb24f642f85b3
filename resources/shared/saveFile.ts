import type { DownloadedFile } from '../../dataProviders/http';

/**
 * Saves a file read with the session's token (a private document, a calendar file) under the
 * name its service gives, else `fallbackName`: such bytes cannot be a plain link.
 */
export function saveFile(file: DownloadedFile, fallbackName: string): void {
  const href = URL.createObjectURL(file.blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = file.name || fallbackName;
  anchor.click();
  URL.revokeObjectURL(href);
}
