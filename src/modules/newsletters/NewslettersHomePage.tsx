import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import { Alert, Box, Button, Pagination, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useBasename, useGetList, usePermissions, useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import type { NewsletterSummary } from '../../../contracts/newsletters/newsletters';
import { NewsletterCard } from './NewsletterCard';
import { NewsletterReader } from './NewsletterReader';
import { canManageNewsletters } from './roles';

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
  const [page, setPage] = useState(1);
  const {
    data,
    total = 0,
    isPending,
    error,
  } = useGetList<NewsletterSummary>('newsletters', {
    filter: { current: true },
    pagination: { page, perPage: PER_PAGE },
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

      {isPending ? (
        <Box sx={grid} aria-busy="true" aria-label={translate('components.section.loading')}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" height={300} />
          ))}
        </Box>
      ) : error ? (
        <Alert severity="error">{translate('newsletters.home.error')}</Alert>
      ) : !data?.length ? (
        <Alert severity="info">{translate('newsletters.home.empty')}</Alert>
      ) : (
        <>
          <Box sx={grid}>
            {data.map((newsletter) => (
              <NewsletterCard key={newsletter.id} newsletter={newsletter} onOpen={open} />
            ))}
          </Box>
          {total > PER_PAGE && (
            <Pagination
              count={Math.ceil(total / PER_PAGE)}
              page={page}
              onChange={(_event, next) => setPage(next)}
              sx={{ alignSelf: 'center' }}
              aria-label={translate('newsletters.home.pages')}
            />
          )}
        </>
      )}
      <NewsletterReader id={reading} onClose={close} />
    </Stack>
  );
}
