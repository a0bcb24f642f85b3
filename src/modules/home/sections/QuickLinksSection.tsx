import { Box } from '@mui/material';
import { useGetList } from 'react-admin';
import { isPortalPath } from '../../../../contracts/home/links';
import type { HomeMenuItem } from '../../../../contracts/home/settings';
import { MenuIconView } from '../../../../resources/home/home-menu-items/menuIcons';
import { SectionCard } from '../../../../resources/shared/SectionCard';
import { useMayOpen } from '../../../routes';
import { ContentLink } from './ContentLink';

/**
 * The home menu's quick links (GET /HomeMenu) in their order; new-tab ones say so. A link to a
 * portal page the user may not open is not offered: it would only bounce them home.
 */
export function QuickLinksSection() {
  const mayOpen = useMayOpen();
  const { data, isPending, error } = useGetList<HomeMenuItem>('home-menu-items', {
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'order', order: 'ASC' },
    filter: { active: true },
  });
  const links = (data ?? []).filter((link) => !isPortalPath(link.url) || mayOpen(link.url));
  return (
    <SectionCard
      title="homeSettings.sections.quickLinks.title"
      isPending={isPending}
      error={error}
      isEmpty={links.length === 0}
      emptyText="homeSettings.sections.quickLinks.empty"
    >
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 1,
          gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
        }}
      >
        {links.map((link) => {
          return (
            <li key={link.id}>
              <ContentLink
                href={link.url}
                newTab={link.newTab}
                underline="none"
                sx={{
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'center',
                  gap: 0.5,
                  p: 1.5,
                  height: '100%',
                  textAlign: 'center',
                  borderRadius: 1,
                  border: 1,
                  borderColor: 'divider',
                  color: 'text.primary',
                  '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
                }}
              >
                <MenuIconView icon={link.icon} color="primary" aria-hidden />
                <Box component="span" sx={{ fontWeight: 500 }}>
                  {link.name}
                </Box>
              </ContentLink>
            </li>
          );
        })}
      </Box>
    </SectionCard>
  );
}
