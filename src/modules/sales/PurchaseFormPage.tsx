import { Alert, Button, MenuItem, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { Title, useBasename, useGetList, useTranslate } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { CampaignRecord } from '../../../dataProviders/sales/sales';
import { ConfirmDialog } from '../../../resources/shared/ConfirmDialog';
import { LeaveWarning } from '../../../resources/shared/LeaveWarning';
import { useMinorMoney } from '../../../resources/shared/money';
import { PurchaseDelivery } from './PurchaseDelivery';
import { PurchaseItems } from './PurchaseItems';
import { PurchaseSummary } from './PurchaseSummary';
import { usePurchaseForm } from './usePurchaseForm';
import { RefusalAlert } from '../../../resources/shared/RefusalAlert';

/** `/Ventas/form` without a campaign: choose one of the active campaigns. */
function ChooseCampaign() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const basename = useBasename();
  const { data = [], isPending } = useGetList<CampaignRecord>('sales-campaigns', {
    filter: { active: true },
    pagination: { page: 1, perPage: 100 },
  });
  if (isPending) return <Skeleton variant="rounded" height={56} aria-busy="true" />;
  if (data.length === 0) {
    return <Typography color="text.secondary">{translate('sales.home.noCampaigns')}</Typography>;
  }
  return (
    <TextField
      select
      label={translate('sales.form.chooseCampaign')}
      value=""
      onChange={(event) => navigate(`${basename}/Ventas/form/${event.target.value}`)}
      sx={{ maxWidth: 480 }}
    >
      {data.map((campaign) => (
        <MenuItem key={campaign.id} value={campaign.id}>
          {campaign.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

function PurchaseForm({ campaignId }: { campaignId: string }) {
  const translate = useTranslate();
  const money = useMinorMoney();
  const basename = useBasename();
  const form = usePurchaseForm(campaignId);
  if (!form) return <Skeleton variant="rounded" height={240} aria-busy="true" />;
  if (!form.available) {
    return <Alert severity="warning">{translate('sales.form.notAvailable')}</Alert>;
  }
  const total = money(form.totals.totalMinor);
  return (
    <Stack spacing={2} component="form" noValidate onSubmit={(event) => event.preventDefault()}>
      <LeaveWarning dirty={form.unsaved} />
      <Typography variant="h6" component="h2">
        {form.campaign.name}
      </Typography>
      <Typography variant="body2" role="status">
        {translate('sales.form.campaignRemaining', {
          smart_count: form.campaignRemaining,
          limit: form.campaign.maxLimitPerPerson,
        })}
      </Typography>
      <PurchaseItems form={form} />
      <PurchaseDelivery form={form} />
      <PurchaseSummary form={form} />
      <RefusalAlert refusal={form.state.refusal} />
      <Stack direction="row" spacing={2}>
        <Button component={Link} to={`${basename}/Ventas/Home`}>
          {translate('sales.form.back')}
        </Button>
        <Button variant="contained" disabled={!form.canConfirm} onClick={form.confirm}>
          {translate('sales.form.confirm')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={form.confirming}
        loading={form.placing}
        content={translate('sales.form.confirmQuestion', { total })}
        onClose={form.cancel}
        onConfirm={() => void form.place()}
      />
    </Stack>
  );
}

/** `/Ventas/form[/:idcampaign]`: the purchase form (POST /Order once confirmed). */
export function PurchaseFormPage() {
  const translate = useTranslate();
  const { idcampaign } = useParams();
  return (
    <Stack component="main" spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('sales.form.title')} />
      {idcampaign ? <PurchaseForm key={idcampaign} campaignId={idcampaign} /> : <ChooseCampaign />}
    </Stack>
  );
}
