import { Button, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/** A link of an employee page's top: its i18n key, its portal path; `main` is the page's own action. */
export interface PageLink {
  label: string;
  to: string;
  main?: boolean;
  icon?: ReactNode;
}

/**
 * The links at the top of an employee page (its own action, the owners' screens), on the right and
 * wrapping on a phone; the links left out (`false`) are not the reader's.
 */
export function PageLinks({ links }: { links: (PageLink | false)[] }) {
  const translate = useTranslate();
  const basename = useBasename();
  const shown = links.filter((link): link is PageLink => link !== false);
  if (shown.length === 0) return null;
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}
    >
      {shown.map((link) => (
        <Button
          key={link.to}
          component={Link}
          to={`${basename}${link.to}`}
          variant={link.main ? 'contained' : undefined}
          startIcon={link.icon}
        >
          {translate(link.label)}
        </Button>
      ))}
    </Stack>
  );
}
