import { Box } from '@mui/material';
import { FunctionField, TextField, useTranslate } from 'react-admin';
import { DateField } from '../../shared/DateField';
import type { HomeMessage } from '../../../contracts/home/messages';
import { AdminListPage } from '../../shared/AdminListPage';
import { DotStatusChip } from '../../shared/DotStatusChip';
import { RowEditButton } from '../../shared/RowEditButton';
import { newsState } from './newsState';
import { useFormatInstant } from '../../shared/dates';

type NewsRecord = HomeMessage;

const editPath = (id: unknown) => `/News/NewsForm/${String(id)}`;

const csv = (news: NewsRecord) => ({
  id: news.id,
  title: news.title,
  state: newsState(news),
  publishFrom: news.publishFrom,
  publishTo: news.publishTo ?? '',
  active: news.active,
  author: news.author.fullName,
  image: news.image ?? '',
});

const STATE_DOT = {
  live: 'success.main',
  scheduled: 'info.main',
  ended: 'text.disabled',
  inactive: 'text.disabled',
};

function StateChip({ news }: { news: NewsRecord }) {
  const translate = useTranslate();
  const state = newsState(news);
  return <DotStatusChip label={translate(`news.state.${state}`)} color={STATE_DOT[state]} />;
}

function Thumbnail({ news }: { news: NewsRecord }) {
  const translate = useTranslate();
  return news.image ? (
    <Box
      component="img"
      src={news.image}
      alt={translate('news.imageAlt', { title: news.title ?? '' })}
      sx={{ width: 96, height: 40, objectFit: 'cover', borderRadius: 0.5, display: 'block' }}
    />
  ) : (
    <span>{translate('news.settings.noImage')}</span>
  );
}

/** `/News/Settings` (Home_Owner, System_Admin): every news item, to create and edit. */
export function NewsList() {
  const translate = useTranslate();
  const formatInstant = useFormatInstant();
  return (
    <AdminListPage<NewsRecord>
      resource="home-messages"
      filter={{ type: 'news' }}
      sort={{ field: 'publishFrom', order: 'DESC' }}
      csv={csv}
      title="news.settings.title"
      empty={false}
      create={{ label: 'news.settings.create', to: '/News/NewsForm' }}
      open={(news) => editPath(news.id)}
      // News are hidden, never deleted: a row has its pencil only.
      rowActions={(news) => (
        <RowEditButton
          label={translate('news.settings.edit', { title: news.title ?? '' })}
          to={editPath(news.id)}
        />
      )}
      phone={{
        primaryText: (news) => news.title ?? '',
        secondaryText: (news) => formatInstant(news.publishFrom, { time: true }),
        tertiaryText: (news) => translate(`news.state.${newsState(news)}`),
      }}
    >
      <FunctionField<NewsRecord>
        source="image"
        label="resources.news.fields.image"
        sortable={false}
        render={(news) => <Thumbnail news={news} />}
      />
      <TextField source="title" label="resources.news.fields.title" />
      <DateField source="publishFrom" label="resources.news.fields.publishFrom" showTime />
      <DateField
        source="publishTo"
        label="resources.news.fields.publishTo"
        showTime
        emptyText="—"
        sortable={false}
      />
      <FunctionField<NewsRecord>
        source="state"
        label="resources.news.fields.state"
        sortable={false}
        render={(news) => <StateChip news={news} />}
      />
      <FunctionField<NewsRecord>
        source="author"
        label="resources.news.fields.author"
        sortable={false}
        render={(news) => news.author.fullName}
      />
    </AdminListPage>
  );
}
