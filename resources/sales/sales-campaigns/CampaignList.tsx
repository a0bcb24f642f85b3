import { Chip } from '@mui/material';
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
import { CAMPAIGN_STATUSES, type CampaignStatus } from '../../../contracts/sales/sales';
import type { CampaignRecord } from '../../../dataProviders/sales/sales';
import { csvExporter } from '../../shared/csv';
import { ListActions } from '../../shared/ListActions';
import type { ListCreateButtonProps } from '../../shared/ListCreateButton';
import { ResponsiveList } from '../../shared/ResponsiveList';
import { EditDeleteActions } from '../../shared/EditDeleteActions';
import { EmptyList } from '../shared/EmptyList';

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
  const refresh = useRefresh();
  return (
    <EditDeleteActions
      resource="sales-campaigns"
      record={campaign}
      name={campaign.name}
      edit={`/Ventas/FormAdminCampaign/${campaign.id}`}
      messages={{
        edit: 'sales.admin.editCampaign',
        delete: 'sales.admin.deleteCampaign',
        question: 'sales.admin.confirmDeleteCampaign',
        deleted: 'sales.admin.campaignDeleted',
      }}
      onDeleted={refresh}
    />
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
