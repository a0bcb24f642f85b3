import { Avatar, Box, Stack, Typography } from '@mui/material';
import {
  BooleanField,
  DateField,
  FunctionField,
  SearchInput,
  SelectInput,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import {
  NEWSLETTER_STATUSES,
  type NewsletterSummary,
} from '../../../contracts/newsletters/newsletters';
import type { NewsletterRecord } from '../../../dataProviders/newsletters/newsletters';
import { useFormatDay } from '../../../src/modules/newsletters/dates';
import { csvExporter } from '../../shared/csv';
import { ListActions } from '../../shared/ListActions';
import { ListCreateButton, type ListCreateButtonProps } from '../../shared/ListCreateButton';
import { ResponsiveList } from '../../shared/ResponsiveList';
import { RowEditButton } from '../../shared/RowEditButton';
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

/** The create button: in the toolbar and, while there are none, in the empty list. */
const CREATE: ListCreateButtonProps = { label: 'newsletters.list.create', to: '/newsletters/form' };

/** The row's pencil, to the newsletter's edit form. */
function EditButton() {
  const newsletter = useRecordContext<NewsletterRecord>();
  const translate = useTranslate();
  if (!newsletter) return null;
  return (
    <RowEditButton
      label={translate('newsletters.list.edit', { title: newsletter.title })}
      to={`/newsletters/form/${newsletter.id}`}
    />
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
      <ListCreateButton {...CREATE} />
    </Box>
  );
}

/** `/newsletters/list` (owners): every newsletter, to search, filter, export, edit and delete. */
export function NewsletterList() {
  const translate = useTranslate();
  const formatDay = useFormatDay();
  return (
    <ResponsiveList<NewsletterSummary>
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
      actions={<ListActions create={CREATE} />}
      phone={{
        primaryText: (newsletter) => newsletter.title,
        secondaryText: (newsletter) =>
          `${formatDay(newsletter.startDate)} – ${formatDay(newsletter.endDate)}`,
        tertiaryText: (newsletter) => translate(`newsletters.status.${newsletter.status}`),
        leftAvatar: (newsletter) => (
          <Avatar variant="rounded" src={newsletter.coverUrl ?? undefined} alt="" />
        ),
        rightIcon: () => (
          <Stack direction="row">
            <EditButton />
            <NewsletterDeleteButton />
          </Stack>
        ),
      }}
    >
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
    </ResponsiveList>
  );
}
