import { Box, type SxProps, type Theme } from '@mui/material';
import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize';

export interface SanitizedHtmlProps {
  html: string | null | undefined;
  /** The wrapping element; 'div' by default. */
  component?: 'div' | 'section' | 'article';
  className?: string;
  sx?: SxProps<Theme>;
}

/** Rich text from the editor or a service, shown after `sanitizeHtml`. */
export function SanitizedHtml({ html, component = 'div', className, sx }: SanitizedHtmlProps) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Box
      component={component}
      className={className}
      sx={[{ '& img': { maxWidth: '100%', height: 'auto' } }, ...(Array.isArray(sx) ? sx : [sx])]}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
