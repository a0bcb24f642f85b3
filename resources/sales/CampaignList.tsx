import { Chip, Stack } from '@mui/material';
import {
  DateField,
  FunctionField,
  NumberField,
  SearchInput,
  SelectInput,
  TextField,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { CAMPAIGN_STATUSES, type CampaignStatus } from '../../contracts/sales';
import type { CampaignRecord } from '../../dataProviders/main/sales';
import { csvExporter } from '../csv';
import { ConfirmDeleteButton } from '../shared/ConfirmDeleteButton';
import { ListActions } from '../shared/ListActions';
import type { ListCreateButtonProps } from '../shared/ListCreateButton';
import { ResponsiveList } from '../shared/ResponsiveList';
import { RowEditButton } from '../shared/RowEditButton';
import { EmptyList } from './EmptyList';

const CREATE: ListCreateButtonProps = {
  label: 'sales.admin.createCampaign',
  to: '/Ventas/FormAdminCampaign',
};
const exporter = csvExporter<CampaignRecord>('campanas', (campaign) => ({
  id: campaign.id,
  name: campaign.name,
  status: campaign.status,
  startDate: campaign.startDate,
  endDate: campaign.endDate,
  maxLimitPerPerson: campaign.maxLimitPerPerson,
  pickUpInBuilding: campaign.pickUpInBuilding,
  sentToHome: campaign.sentToHome,
  buildings: campaign.buildings.map((link) => link.building.name).join('; '),
  items: campaign.itemCount,
}));

const STATUS_COLOR: Record<CampaignStatus, 'default' | 'success' | 'info'> = {
  scheduled: 'info',
  active: 'success',
  finished: 'default',
};

export function CampaignStatusChip({ status }: { status: CampaignStatus }) {
  const translate = useTranslate();
  return (
    <Chip size="small" color={STATUS_COLOR[status]} label={translate(`sales.status.${status}`)} />
  );
}

function CampaignActions({ campaign }: { campaign: CampaignRecord }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  return (
    <Stack direction="row">
      <RowEditButton
        label={translate('sales.admin.editCampaign', { name: campaign.name })}
        to={`/Ventas/FormAdminCampaign/${campaign.id}`}
      />
      <ConfirmDeleteButton<CampaignRecord>
        resource="sales-campaigns"
        record={campaign}
        label={(c) => translate('sales.admin.deleteCampaign', { name: c.name })}
        question={(c) => translate('sales.admin.confirmDeleteCampaign', { name: c.name })}
        deletedNotice="sales.admin.campaignDeleted"
        onDeleted={refresh}
      />
    </Stack>
  );
}

/** `/Ventas/Campaign`: every campaign (GET /Campaign). */
export function CampaignList() {
  const translate = useTranslate();
  return (
    <ResponsiveList<CampaignRecord>
      resource="sales-campaigns"
      title={translate('menu.salesCampaigns')}
      filters={[
        <SearchInput key="q" source="q" alwaysOn />,
        <SelectInput
          key="status"
          source="status"
          alwaysOn
          choices={CAMPAIGN_STATUSES.map((id) => ({ id, name: `sales.status.${id}` }))}
        />,
      ]}
      sort={{ field: 'startDate', order: 'DESC' }}
      exporter={exporter}
      empty={<EmptyList text="sales.admin.emptyCampaigns" create={CREATE} />}
      actions={<ListActions create={CREATE} />}
      rowActions={(campaign) => <CampaignActions campaign={campaign} />}
      phone={{
        primaryText: (campaign) => campaign.name,
        secondaryText: (campaign) => `${campaign.startDate} – ${campaign.endDate}`,
        tertiaryText: (campaign) => translate(`sales.status.${campaign.status}`),
      }}
    >
      <TextField source="name" />
      <FunctionField<CampaignRecord>
        source="status"
        sortable={false}
        render={(campaign) => <CampaignStatusChip status={campaign.status} />}
      />
      <DateField source="startDate" />
      <DateField source="endDate" />
      <NumberField source="maxLimitPerPerson" sortable={false} />
      <NumberField source="itemCount" sortable={false} />
    </ResponsiveList>
  );
}
