import { FunctionField, SelectInput, TextField, useTranslate } from 'react-admin';
import { DateField } from '../../shared/DateField';
import { HOME_MESSAGE_STATUSES, type HomeMessage } from '../../../contracts/home/messages';
import { AdminListPage } from '../../shared/AdminListPage';
import { KudosModerationActions } from './KudosModerationActions';
import { KudosStatusChip } from './KudosStatusChip';

const csv = (kudos: HomeMessage) => ({
  id: kudos.id,
  date: kudos.publishFrom,
  from: kudos.author.fullName,
  to: kudos.recipients.map((r) => r.fullName).join('; '),
  category: kudos.category,
  message: kudos.message,
  status: kudos.status,
  reason: kudos.correctionReason ?? '',
});

/** The kudos to moderate: recent first, filtered by status and text (the `home-messages` resource). */
export function KudosModerationList() {
  const translate = useTranslate();
  const statusChoices = HOME_MESSAGE_STATUSES.map((id) => ({ id, name: `kudos.status.${id}` }));
  return (
    <AdminListPage<HomeMessage>
      resource="home-messages"
      filter={{ type: 'kudos' }}
      filters={[
        <SelectInput
          key="status"
          source="status"
          label="resources.kudos.fields.status"
          choices={statusChoices}
          alwaysOn
        />,
      ]}
      sort={{ field: 'publishFrom', order: 'DESC' }}
      csv={csv}
      disableSyncWithLocation
      title="kudos.settings.title"
      empty={false}
      rowActions={() => <KudosModerationActions />}
      phone={{
        primaryText: (kudos) =>
          `${kudos.author.fullName} → ${kudos.recipients.map((r) => r.fullName).join(', ')}`,
        secondaryText: (kudos) => kudos.message ?? '',
        tertiaryText: (kudos) => translate(`kudos.status.${kudos.status}`),
      }}
    >
      <DateField source="publishFrom" label="resources.kudos.fields.publishFrom" showTime />
      <FunctionField<HomeMessage>
        source="author"
        label="resources.kudos.fields.author"
        sortable={false}
        render={(kudos) => kudos.author.fullName}
      />
      <FunctionField<HomeMessage>
        source="recipients"
        label="resources.kudos.fields.recipients"
        sortable={false}
        render={(kudos) => kudos.recipients.map((r) => r.fullName).join(', ')}
      />
      <FunctionField<HomeMessage>
        source="category"
        label="resources.kudos.fields.category"
        sortable={false}
        render={(kudos) => (kudos.category ? translate(`kudos.categories.${kudos.category}`) : '')}
      />
      <TextField
        source="message"
        label="resources.kudos.fields.message"
        sortable={false}
        sx={{ whiteSpace: 'pre-line' }}
      />
      <FunctionField<HomeMessage>
        source="status"
        label="resources.kudos.fields.status"
        render={(kudos) => <KudosStatusChip status={kudos.status} />}
      />
    </AdminListPage>
  );
}
