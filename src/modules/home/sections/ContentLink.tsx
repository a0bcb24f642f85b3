import OpenInNew from '@mui/icons-material/OpenInNew';
import { Box, Link as MuiLink, type LinkProps, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { useBasename, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { isPortalPath } from '../../../../contracts/home/links';
import { screenReaderOnly } from '../../../../resources/shared/screenReaderOnly';

/** The "opens in a new tab" cue: an icon for the eye, a phrase for screen readers. */
function NewTabCue() {
  const translate = useTranslate();
  return (
    <>
      <OpenInNew fontSize="inherit" aria-hidden sx={{ ml: 0.5, verticalAlign: 'middle' }} />
      <Box component="span" sx={screenReaderOnly}>
        {translate('homeSettings.sections.newTab')}
      </Box>
    </>
  );
}

interface ContentLinkProps extends Omit<LinkProps, 'href'> {
  /** A portal path (`/Benefits/Home`) or an https URL, as the settings store them. */
  href: string;
  newTab?: boolean;
  children: ReactNode;
}

/**
 * A link of administrator-kept content: portal paths stay in the app (under its base path),
 * https URLs leave it; a new tab always gets rel="noopener noreferrer" and says so.
 */
export function ContentLink({ href, newTab = false, children, ...props }: ContentLinkProps) {
  const basename = useBasename();
  const internal = isPortalPath(href);
  const cue = newTab ? <NewTabCue /> : null;
  if (internal && !newTab) {
    return (
      <MuiLink component={RouterLink} to={`${basename}${href}`} {...props}>
        {children}
      </MuiLink>
    );
  }
  return (
    <MuiLink
      href={internal ? `${basename}${href}` : href}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...props}
    >
      {children}
      {cue}
    </MuiLink>
  );
}

interface ContentImageProps {
  src: string;
  alt: string;
  /** Where the picture leads, if the administrator gave it a link. */
  href?: string | null;
  /** Its shape (an aspect ratio, rounded corners). */
  sx?: SxProps<Theme>;
}

/** An administrator's picture, as wide as its place, linking to its content when it has a link. */
export function ContentImage({ src, alt, href, sx }: ContentImageProps) {
  const image = (
    <Box
      component="img"
      src={src}
      alt={alt}
      sx={[
        { display: 'block', width: '100%', objectFit: 'cover' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
  return href ? (
    <ContentLink href={href} underline="none" sx={{ display: 'block' }}>
      {image}
    </ContentLink>
  ) : (
    image
  );
}
