import { BooleanField, FunctionField, SelectInput, TextField, useTranslate } from 'react-admin';
import { DateField } from '../../shared/DateField';
import {
  NEWSLETTER_STATUSES,
  type NewsletterSummary,
} from '../../../contracts/newsletters/newsletters';
import { useFormatDay } from '../../shared/dates';
import { AdminListPage } from '../../shared/AdminListPage';
import { csvFields } from '../../shared/csv';
import { imageColumn, phoneAvatar } from '../../shared/ListImage';
import { NewsletterStatusChip } from './NewsletterStatusChip';
import { NEWSLETTER_TEXTS, newsletterArgs } from './newsletterTexts';

/** `/newsletters/list` (owners): every newsletter, to search, filter, export, edit and delete. */
export function NewsletterList() {
  const translate = useTranslate();
  const formatDay = useFormatDay();
  return (
    <AdminListPage<NewsletterSummary>
      resource="newsletters"
      title="newsletters.list.title"
      filters={[
        <SelectInput
          key="status"
          source="status"
          alwaysOn
          choices={NEWSLETTER_STATUSES.map((id) => ({ id, name: `newsletters.status.${id}` }))}
        />,
      ]}
      sort={{ field: 'startDate', order: 'DESC' }}
      csv={csvFields(
        'id',
        'title',
        'summary',
        'status',
        'published',
        'startDate',
        'endDate',
        'coverUrl',
        'createdBy',
        'updatedAt',
        'updatedBy',
      )}
      create={{ label: 'newsletters.list.create', to: '/newsletters/form' }}
      empty="newsletters.list.empty"
      row={{
        nameOf: (newsletter) => newsletter.title,
        textArgs: newsletterArgs,
        texts: NEWSLETTER_TEXTS,
        edit: (newsletter) => `/newsletters/form/${newsletter.id}`,
      }}
      phone={{
        primaryText: (newsletter) => newsletter.title,
        secondaryText: (newsletter) =>
          `${formatDay(newsletter.startDate)} – ${formatDay(newsletter.endDate)}`,
        tertiaryText: (newsletter) => translate(`newsletters.status.${newsletter.status}`),
        leftAvatar: (newsletter) => phoneAvatar(newsletter.coverUrl),
      }}
    >
      {imageColumn<NewsletterSummary>(
        'cover',
        (newsletter) => newsletter.coverUrl,
        'newsletters.list.noCover',
        { width: 72, height: 40 },
      )}
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
    </AdminListPage>
  );
}
