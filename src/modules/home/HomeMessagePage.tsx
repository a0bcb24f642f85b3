import ArrowBack from '@mui/icons-material/ArrowBack';
import { Alert, Button, Card, CardContent, CircularProgress, List, Stack } from '@mui/material';
import { type RaRecord, Title, useBasename, useGetOne, useTranslate } from 'react-admin';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import type { HomeMessage } from '../../../contracts/home/messages';
import { useBreadcrumbName } from '../../../resources/shared/breadcrumbNames';
import { KudosItem } from './sections/KudosWallSection';
import { NewsItem } from './sections/NewsSection';

type MessageRecord = HomeMessage & RaRecord;

/** Where a message of each type is shown. */
const pathOf = (message: HomeMessage) =>
  `/${message.type === 'news' ? 'News' : 'Kudos'}/${message.id}`;

/**
 * `/News/:id` and `/Kudos/:id`: one message of the home feed (GET /HomeMessage/GetById/{id}),
 * the page the top bar's search opens for a news item or a kudos; the home page shows only the
 * latest ones. A message asked for at the other type's address moves to its own.
 */
export function HomeMessagePage() {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const translate = useTranslate();
  const basename = useBasename();
  const { data, isPending, error } = useGetOne<MessageRecord>('news', { id: Number(id) });
  const title =
    data?.type === 'news'
      ? (data.title ?? '')
      : data && translate('home.message.kudosTitle', { name: data.author.fullName });
  const path = pathname.slice(basename.length);
  useBreadcrumbName(path, title || undefined);

  const back = (
    <Button
      component={Link}
      to={`${basename}/Inicio`}
      startIcon={<ArrowBack />}
      sx={{ alignSelf: 'flex-start' }}
    >
      {translate('home.message.back')}
    </Button>
  );
  if (isPending) {
    return <CircularProgress aria-label={translate('ra.page.loading')} sx={{ m: 4 }} />;
  }
  if (error || !data) {
    return (
      <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
        <Alert severity="info">{translate('home.message.notFound')}</Alert>
        {back}
      </Stack>
    );
  }
  if (path.toLowerCase() !== pathOf(data).toLowerCase()) {
    return <Navigate to={`${basename}${pathOf(data)}`} replace />;
  }
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 }, maxWidth: 900 }}>
      <Title title={title} />
      <Card>
        <CardContent>
          {data.type === 'news' ? (
            <NewsItem news={data} open heading="h2" />
          ) : (
            <List disablePadding aria-label={title}>
              <KudosItem kudos={data} />
            </List>
          )}
        </CardContent>
      </Card>
      {back}
    </Stack>
  );
}
