import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import {
  Avatar,
  Box,
  Button,
  IconButton,
  Stack,
  type Theme,
  Tooltip,
  Typography,
  useMediaQuery,
} from '@mui/material';
import {
  BooleanField,
  Datagrid,
  DateField,
  ExportButton,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
  useBasename,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { NEWSLETTER_STATUSES, type NewsletterSummary } from '../../contracts/newsletters';
import type { NewsletterRecord } from '../../dataProviders/main/newsletters';
import { useFormatDay } from '../../src/pages/newsletters/dates';
import { csvExporter } from '../csv';
import { NewsletterDeleteButton } from './NewsletterDeleteButton';
import { NewsletterStatusChip } from './NewsletterStatusChip';

const exporter = csvExporter<NewsletterSummary>('newsletters', (newsletter) => ({
  id: newsletter.id,
  title: newsletter.title,
  summary: newsletter.summary,
  status: newsletter.status,
  published: newsletter.published,
  startDate: newsletter.startDate,
  endDate: newsletter.endDate,
  coverUrl: newsletter.coverUrl ?? '',
  createdBy: newsletter.createdBy ?? '',
  updatedAt: newsletter.updatedAt,
  updatedBy: newsletter.updatedBy ?? '',
}));

function CreateButton() {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Button
      component={Link}
      to={`${basename}/newsletters/form`}
      startIcon={<AddIcon />}
      size="small"
    >
      {translate('newsletters.list.create')}
    </Button>
  );
}

function EditButton() {
  const newsletter = useRecordContext<NewsletterRecord>();
  const translate = useTranslate();
  const basename = useBasename();
  if (!newsletter) return null;
  const label = translate('newsletters.list.edit', { title: newsletter.title });
  return (
    <Tooltip title={label}>
      <IconButton
        component={Link}
        to={`${basename}/newsletters/form/${newsletter.id}`}
        aria-label={label}
        size="small"
      >
        <EditIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

function Cover({ newsletter }: { newsletter: NewsletterSummary }) {
  const translate = useTranslate();
  return newsletter.coverUrl ? (
    <Avatar variant="rounded" src={newsletter.coverUrl} alt="" sx={{ width: 72, height: 40 }} />
  ) : (
    <Typography variant="caption" color="text.secondary">
      {translate('newsletters.list.noCover')}
    </Typography>
  );
}

function Empty() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', p: 4 }}>
      <Typography color="text.secondary" gutterBottom>
        {translate('newsletters.list.empty')}
      </Typography>
      <CreateButton />
    </Box>
  );
}

/** `/newsletters/list` (owners): every newsletter, to search, filter, export, edit and delete. */
export function NewsletterList() {
  const translate = useTranslate();
  const formatDay = useFormatDay();
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List
      resource="newsletters"
      title={translate('newsletters.list.title')}
      filters={[
        <SearchInput key="q" source="q" alwaysOn />,
        <SelectInput
          key="status"
          source="status"
          alwaysOn
          choices={NEWSLETTER_STATUSES.map((id) => ({ id, name: `newsletters.status.${id}` }))}
        />,
      ]}
      sort={{ field: 'startDate', order: 'DESC' }}
      exporter={exporter}
      empty={<Empty />}
      actions={
        <TopToolbar>
          <CreateButton />
          <ExportButton />
        </TopToolbar>
      }
    >
      {isPhone ? (
        <SimpleList<NewsletterSummary>
          primaryText={(newsletter) => newsletter.title}
          secondaryText={(newsletter) =>
            `${formatDay(newsletter.startDate)} – ${formatDay(newsletter.endDate)}`
          }
          tertiaryText={(newsletter) => translate(`newsletters.status.${newsletter.status}`)}
          leftAvatar={(newsletter) => (
            <Avatar variant="rounded" src={newsletter.coverUrl ?? undefined} alt="" />
          )}
          rightIcon={() => (
            <Stack direction="row">
              <EditButton />
              <NewsletterDeleteButton />
            </Stack>
          )}
          linkType={false}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <FunctionField<NewsletterSummary>
            source="cover"
            sortable={false}
            render={(newsletter) => <Cover newsletter={newsletter} />}
          />
          <TextField source="title" />
          <FunctionField<NewsletterSummary>
            source="status"
            sortable={false}
            render={(newsletter) => <NewsletterStatusChip status={newsletter.status} />}
          />
          <FunctionField<NewsletterSummary>
            source="startDate"
            render={(newsletter) => formatDay(newsletter.startDate)}
          />
          <FunctionField<NewsletterSummary>
            source="endDate"
            render={(newsletter) => formatDay(newsletter.endDate)}
          />
          <BooleanField source="published" />
          <DateField source="updatedAt" showTime />
          <TextField source="updatedBy" sortable={false} />
          <Stack direction="row" spacing={0.5}>
            <EditButton />
            <NewsletterDeleteButton />
          </Stack>
        </Datagrid>
      )}
    </List>
  );
}
