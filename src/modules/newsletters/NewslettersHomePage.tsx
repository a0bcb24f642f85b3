import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import { Alert, Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { Title, useBasename, usePermissions, useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import type { NewsletterSummary } from '../../../contracts/newsletters/newsletters';
import { NewsletterCard } from './NewsletterCard';
import { NewsletterReader } from './NewsletterReader';
import { canManageNewsletters } from './roles';
import { PagedList, usePagedList } from '../../../resources/shared/PagedList';

const PER_PAGE = 12;

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
} as const;

/**
 * `/newsletters/home`: the current newsletters as cards (GET /Newsletter/GetCurrentNewsletters).
 * The one being read is in the URL (`?id=`), so it can be linked to and Back closes it.
 */
export function NewslettersHomePage() {
  const translate = useTranslate();
  const basename = useBasename();
  const { permissions } = usePermissions<string[]>();
  const [searchParams, setSearchParams] = useSearchParams();
  const list = usePagedList<NewsletterSummary>('newsletters', {
    perPage: PER_PAGE,
    filter: { current: true },
    sort: { field: 'startDate', order: 'DESC' },
  });
  const reading = searchParams.get('id');

  const open = (id: number) => setSearchParams({ id: String(id) });
  const close = () =>
    setSearchParams((params) => {
      params.delete('id');
      return params;
    });

  return (
    <Stack component="main" spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('newsletters.title')} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        {/* The page's h1 is react-admin's <Title> in the top bar. */}
        <Typography color="text.secondary">{translate('newsletters.home.subtitle')}</Typography>
        {canManageNewsletters(permissions) && (
          <Button
            component={Link}
            to={`${basename}/newsletters/list`}
            variant="outlined"
            startIcon={<AdminPanelSettings />}
            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
          >
            {translate('newsletters.home.manage')}
          </Button>
        )}
      </Stack>

      <PagedList
        list={list}
        loading={
          <Box sx={grid} aria-busy="true" aria-label={translate('components.section.loading')}>
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} variant="rounded" height={300} />
            ))}
          </Box>
        }
        failure={<Alert severity="error">{translate('newsletters.home.error')}</Alert>}
        empty={<Alert severity="info">{translate('newsletters.home.empty')}</Alert>}
        pagesLabel="newsletters.home.pages"
        pagesSx={{ alignSelf: 'center' }}
      >
        {(newsletters) => (
          <Box sx={grid}>
            {newsletters.map((newsletter) => (
              <NewsletterCard key={newsletter.id} newsletter={newsletter} onOpen={open} />
            ))}
          </Box>
        )}
      </PagedList>
      <NewsletterReader id={reading} onClose={close} />
    </Stack>
  );
}
