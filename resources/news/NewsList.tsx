import AddIcon from '@mui/icons-material/Add';
import Circle from '@mui/icons-material/Circle';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, Chip, IconButton, type Theme, Tooltip, useMediaQuery } from '@mui/material';
import {
  Datagrid,
  DateField,
  ExportButton,
  FunctionField,
  List,
  SearchInput,
  SimpleList,
  TextField,
  TopToolbar,
  useBasename,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import type { HomeMessage } from '../../contracts/messages';
import { csvExporter } from '../csv';
import { newsState } from './newsState';

type NewsRecord = HomeMessage;

const exporter = csvExporter<NewsRecord>('news', (news) => ({
  id: news.id,
  title: news.title,
  state: newsState(news),
  publishFrom: news.publishFrom,
  publishTo: news.publishTo ?? '',
  active: news.active,
  author: news.author.fullName,
  image: news.image ?? '',
}));

const STATE_DOT = {
  live: 'success.main',
  scheduled: 'info.main',
  ended: 'text.disabled',
  inactive: 'text.disabled',
};

function StateChip({ news }: { news: NewsRecord }) {
  const translate = useTranslate();
  const state = newsState(news);
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={<Circle sx={{ '&&': { color: STATE_DOT[state] }, fontSize: 10 }} />}
      label={translate(`news.state.${state}`)}
    />
  );
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
  const basename = useBasename();
  const [locale] = useLocaleState();
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const editPath = (id: unknown) => `${basename}/News/NewsForm/${String(id)}`;
  return (
    <List
      resource="news"
      filter={{ scope: 'all' }}
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      sort={{ field: 'publishFrom', order: 'DESC' }}
      exporter={exporter}
      title={translate('news.settings.title')}
      empty={false}
      actions={
        <TopToolbar>
          <Button
            component={Link}
            to={`${basename}/News/NewsForm`}
            startIcon={<AddIcon />}
            size="small"
          >
            {translate('news.settings.create')}
          </Button>
          <ExportButton />
        </TopToolbar>
      }
    >
      {isPhone ? (
        <SimpleList<NewsRecord>
          primaryText={(news) => news.title ?? ''}
          secondaryText={(news) => new Date(news.publishFrom).toLocaleString(locale)}
          tertiaryText={(news) => translate(`news.state.${newsState(news)}`)}
          rowClick={(id) => editPath(id)}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={(id) => editPath(id)}>
          <FunctionField<NewsRecord>
            source="image"
            sortable={false}
            render={(news) => <Thumbnail news={news} />}
          />
          <TextField source="title" />
          <DateField source="publishFrom" showTime />
          <DateField source="publishTo" showTime emptyText="—" sortable={false} />
          <FunctionField<NewsRecord>
            source="state"
            sortable={false}
            render={(news) => <StateChip news={news} />}
          />
          <FunctionField<NewsRecord>
            source="author"
            sortable={false}
            render={(news) => news.author.fullName}
          />
          <FunctionField<NewsRecord>
            sortable={false}
            render={(news) => {
              const label = translate('news.settings.edit', { title: news.title ?? '' });
              return (
                <Tooltip title={label}>
                  <IconButton
                    component={Link}
                    to={editPath(news.id)}
                    aria-label={label}
                    size="small"
                    onClick={(event) => event.stopPropagation()}
                  >
                    <EditIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              );
            }}
          />
        </Datagrid>
      )}
    </List>
  );
}
