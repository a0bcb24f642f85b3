import { Chip } from '@mui/material';
import { FunctionField, NumberField, SelectInput, TextField, useTranslate } from 'react-admin';
import { DateField } from '../../shared/DateField';
import { CAMPAIGN_STATUSES, type CampaignStatus } from '../../../contracts/sales/sales';
import type { CampaignRecord } from '../../../dataProviders/sales/sales';
import { AdminListPage } from '../../shared/AdminListPage';
import { useCampaignPeriod } from '../shared/campaignPeriod';
import { salesList } from '../shared/salesAdmin';

const csv = (campaign: CampaignRecord) => ({
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
});

const STATUS_COLOR: Record<CampaignStatus, 'default' | 'success' | 'info'> = {
  scheduled: 'info',
  active: 'success',
  finished: 'default',
};

function CampaignStatusChip({ status }: { status: CampaignStatus }) {
  const translate = useTranslate();
  return (
    <Chip size="small" color={STATUS_COLOR[status]} label={translate(`sales.status.${status}`)} />
  );
}

/** `/Ventas/Campaign`: every campaign (GET /Campaign). */
export function CampaignList() {
  const translate = useTranslate();
  const campaignPeriod = useCampaignPeriod();
  return (
    <AdminListPage<CampaignRecord>
      resource="sales-campaigns"
      title="menu.salesCampaigns"
      filters={[
        <SelectInput
          key="status"
          source="status"
          alwaysOn
          choices={CAMPAIGN_STATUSES.map((id) => ({ id, name: `sales.status.${id}` }))}
        />,
      ]}
      sort={{ field: 'startDate', order: 'DESC' }}
      csvName="campanas"
      csv={csv}
      {...salesList<CampaignRecord>('campaign')}
      phone={{
        primaryText: (campaign) => campaign.name,
        secondaryText: campaignPeriod,
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
    </AdminListPage>
  );
}
