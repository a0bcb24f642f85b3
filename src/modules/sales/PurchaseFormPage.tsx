import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useReducer, useState } from 'react';
import {
  Title,
  useBasename,
  useDataProvider,
  useGetList,
  useGetOne,
  useNotify,
  useTranslate,
} from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  type CampaignItem,
  type Delivery,
  type OrderBody,
  orderTotals,
  toMinorUnits,
} from '../../../contracts/sales/sales';
import type {
  CampaignDetailRecord,
  CampaignRecord,
  MyOrdersDataProvider,
} from '../../../dataProviders/sales/sales';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useMoney } from './money';
import { allowedQuantity, initialOrderState, orderReducer } from './orderState';
import { pickUpBuildings } from './SalesHomePage';

const PHONE = /^[0-9 ()+-]{8,20}$/;

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
  const money = useMoney();
  const notify = useNotify();
  const navigate = useNavigate();
  const basename = useBasename();
  const dataProvider = useDataProvider<MyOrdersDataProvider>();
  const [state, dispatch] = useReducer(orderReducer, initialOrderState);
  const [confirming, setConfirming] = useState(false);
  const [placing, setPlacing] = useState(false);
  const [touched, setTouched] = useState(false);
  // SPEC §4: order cleanup — another campaign starts a clean form.
  useEffect(() => () => dispatch({ type: 'cleanup' }), [campaignId]);

  const campaignQuery = useGetOne<CampaignDetailRecord>('sales-campaign-details', {
    id: Number(campaignId),
  });
  const boughtQuery = useQuery({
    queryKey: ['sales-my-orders', 'campaign', campaignId],
    queryFn: () => dataProvider.campaignOrders('sales-my-orders', { campaignId }),
  });
  const campaign = campaignQuery.data;
  const bought = boughtQuery.data;

  if (campaignQuery.isPending || boughtQuery.isPending) {
    return <Skeleton variant="rounded" height={240} aria-busy="true" />;
  }
  if (!campaign || !bought || campaign.status !== 'active') {
    return <Alert severity="warning">{translate('sales.form.notAvailable')}</Alert>;
  }

  const buildings = pickUpBuildings(campaign);
  const deliveries: Delivery[] = [
    ...(campaign.pickUpInBuilding && buildings.length > 0 ? (['building'] as const) : []),
    ...(campaign.sentToHome ? (['home'] as const) : []),
  ];
  const delivery = state.delivery ?? deliveries[0] ?? null;
  const chosen = campaign.items.filter((item) => (state.quantities[item.id] ?? 0) > 0);
  const chosenUnits = chosen.reduce((sum, item) => sum + state.quantities[item.id]!, 0);
  const allowed = (item: CampaignItem) =>
    allowedQuantity(
      item,
      bought,
      campaign.maxLimitPerPerson,
      chosenUnits - (state.quantities[item.id] ?? 0),
    );
  const aboveLimit = campaign.items.filter(
    (item) => (state.quantities[item.id] ?? 0) > allowed(item),
  );
  const lines = chosen.map((item) => ({
    item,
    quantity: state.quantities[item.id]!,
    unitPriceMinor: toMinorUnits(item.unitPrice) ?? 0,
    shippingPriceMinor: toMinorUnits(item.EstimatedPrice) ?? 0,
  }));
  const totals = orderTotals(lines, delivery === 'home');
  const campaignRemaining = Math.max(0, campaign.maxLimitPerPerson - bought.boughtTotal);

  const deliveryErrors = {
    building: delivery === 'building' && !state.buildingId ? 'sales.form.required' : null,
    address:
      delivery === 'home' && state.address.trim().length < 10 ? 'sales.form.addressTooShort' : null,
    phone:
      delivery === 'home' && !PHONE.test(state.phone.trim()) ? 'sales.form.phoneInvalid' : null,
  };
  const valid =
    chosen.length > 0 &&
    aboveLimit.length === 0 &&
    delivery !== null &&
    !deliveryErrors.building &&
    !deliveryErrors.address &&
    !deliveryErrors.phone;

  const order = (): OrderBody => ({
    campaignId: campaign.id,
    delivery: delivery!,
    buildingId: delivery === 'building' ? state.buildingId : null,
    address: delivery === 'home' ? state.address.trim() : null,
    phone: delivery === 'home' ? state.phone.trim() : null,
    items: lines.map((line) => ({ itemId: line.item.id, quantity: line.quantity })),
  });

  const place = async () => {
    setPlacing(true);
    try {
      const placed = await dataProvider.placeOrder('sales-my-orders', { order: order() });
      dispatch({ type: 'cleanup' });
      notify('sales.form.placed', { type: 'success' });
      navigate(`${basename}/Ventas/CompraDetalle/${placed.id}`);
    } catch (error) {
      dispatch({ type: 'refused', reason: (error as Error).message });
      void boughtQuery.refetch();
      void campaignQuery.refetch();
    } finally {
      setPlacing(false);
      setConfirming(false);
    }
  };

  return (
    <Stack spacing={2} component="form" noValidate onSubmit={(event) => event.preventDefault()}>
      <Typography variant="h6" component="h2">
        {campaign.name}
      </Typography>
      <Typography variant="body2" role="status">
        {translate('sales.form.campaignRemaining', {
          count: campaignRemaining,
          limit: campaign.maxLimitPerPerson,
        })}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        }}
      >
        {campaign.items.map((item) => {
          const quantity = state.quantities[item.id] ?? 0;
          const max = allowed(item);
          const already = bought.boughtByItem[String(item.id)] ?? 0;
          const over = quantity > max;
          return (
            <Card key={item.id} variant="outlined">
              <CardContent>
                <Stack direction="row" spacing={2}>
                  {item.imageUrl && (
                    <Box
                      component="img"
                      src={item.imageUrl}
                      alt={item.name}
                      sx={{ width: 96, height: 72, objectFit: 'cover', borderRadius: 1 }}
                    />
                  )}
                  <Box>
                    <Typography variant="subtitle1" component="h3">
                      {item.name}
                    </Typography>
                    <Typography variant="body2">{money(item.unitPrice)}</Typography>
                    <Typography variant="caption" color="text.secondary">
                      {item.stockQuantity > 0
                        ? translate('sales.home.stockLeft', { count: item.stockQuantity })
                        : translate('sales.home.soldOut')}
                      {' · '}
                      {translate('sales.home.limitPerPerson', { count: item.maxLimitPerPerson })}
                    </Typography>
                  </Box>
                </Stack>
                <TextField
                  type="number"
                  label={translate('sales.form.quantity', { name: item.name })}
                  value={quantity}
                  onChange={(event) =>
                    dispatch({
                      type: 'quantity',
                      itemId: item.id,
                      quantity: Math.max(0, Math.trunc(Number(event.target.value) || 0)),
                    })
                  }
                  slotProps={{ htmlInput: { min: 0, step: 1 } }}
                  error={over}
                  helperText={
                    over
                      ? translate('sales.form.aboveLimit', { count: max })
                      : [
                          translate('sales.form.maxForYou', { count: max }),
                          already > 0
                            ? translate('sales.form.alreadyBought', { count: already })
                            : '',
                        ]
                          .filter(Boolean)
                          .join(' · ')
                  }
                  margin="normal"
                  fullWidth
                />
              </CardContent>
            </Card>
          );
        })}
      </Box>

      {deliveries.length > 0 && (
        <FormControl>
          <FormLabel id="sales-delivery">{translate('sales.form.delivery')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby="sales-delivery"
            value={delivery ?? ''}
            onChange={(event) =>
              dispatch({ type: 'delivery', delivery: event.target.value as Delivery })
            }
          >
            {deliveries.map((option) => (
              <FormControlLabel
                key={option}
                value={option}
                control={<Radio />}
                label={translate(`sales.delivery.${option}`)}
              />
            ))}
          </RadioGroup>
        </FormControl>
      )}
      {delivery === 'building' && (
        <TextField
          select
          label={translate('sales.form.building')}
          value={state.buildingId ?? ''}
          onChange={(event) =>
            dispatch({ type: 'building', buildingId: Number(event.target.value) || null })
          }
          error={touched && Boolean(deliveryErrors.building)}
          helperText={touched && deliveryErrors.building ? translate(deliveryErrors.building) : ' '}
          sx={{ maxWidth: 480 }}
        >
          {buildings.map((building) => (
            <MenuItem key={building.id} value={building.id}>
              {building.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {delivery === 'home' && (
        <Stack spacing={1} sx={{ maxWidth: 600 }}>
          {campaign.shippingMessage && <Alert severity="info">{campaign.shippingMessage}</Alert>}
          <TextField
            label={translate('sales.form.address')}
            value={state.address}
            onChange={(event) => dispatch({ type: 'address', address: event.target.value })}
            error={touched && Boolean(deliveryErrors.address)}
            helperText={touched && deliveryErrors.address ? translate(deliveryErrors.address) : ' '}
            multiline
            minRows={2}
          />
          <TextField
            label={translate('sales.form.phone')}
            type="tel"
            value={state.phone}
            onChange={(event) => dispatch({ type: 'phone', phone: event.target.value })}
            error={touched && Boolean(deliveryErrors.phone)}
            helperText={touched && deliveryErrors.phone ? translate(deliveryErrors.phone) : ' '}
          />
        </Stack>
      )}

      <Card component="section" aria-labelledby="sales-summary">
        <CardContent>
          <Typography id="sales-summary" variant="h6" component="h2">
            {translate('sales.form.summary')}
          </Typography>
          {lines.length === 0 ? (
            <Typography color="text.secondary">{translate('sales.form.nothingChosen')}</Typography>
          ) : (
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('sales.detail.item')}</TableCell>
                  <TableCell align="right">{translate('sales.detail.quantity')}</TableCell>
                  <TableCell align="right">{translate('sales.detail.lineTotal')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {lines.map((line) => (
                  <TableRow key={line.item.id}>
                    <TableCell>{line.item.name}</TableCell>
                    <TableCell align="right">{line.quantity}</TableCell>
                    <TableCell align="right">
                      {money((line.quantity * line.unitPriceMinor) / 100)}
                    </TableCell>
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell colSpan={2}>{translate('sales.form.itemsTotal')}</TableCell>
                  <TableCell align="right">{money(totals.itemsTotalMinor / 100)}</TableCell>
                </TableRow>
                {delivery === 'home' && (
                  <TableRow>
                    <TableCell colSpan={2}>{translate('sales.form.shippingTotal')}</TableCell>
                    <TableCell align="right">{money(totals.shippingTotalMinor / 100)}</TableCell>
                  </TableRow>
                )}
                <TableRow>
                  <TableCell colSpan={2}>
                    <strong>{translate('sales.form.total')}</strong>
                  </TableCell>
                  <TableCell align="right" data-testid="sales-total">
                    <strong>{money(totals.totalMinor / 100)}</strong>
                  </TableCell>
                </TableRow>
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>

      {state.refusal && (
        <Alert severity="error" role="alert">
          {state.refusal}
        </Alert>
      )}
      <Stack direction="row" spacing={2}>
        <Button component={Link} to={`${basename}/Ventas/Home`}>
          {translate('sales.form.back')}
        </Button>
        <Button
          variant="contained"
          disabled={chosen.length === 0 || aboveLimit.length > 0}
          onClick={() => {
            setTouched(true);
            if (valid) setConfirming(true);
          }}
        >
          {translate('sales.form.confirm')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirming}
        loading={placing}
        content={translate('sales.form.confirmQuestion', { total: money(totals.totalMinor / 100) })}
        onClose={() => setConfirming(false)}
        onConfirm={() => void place()}
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
