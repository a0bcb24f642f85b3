import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  CardMedia,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItemButton,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { Title, useBasename, useGetList, useGetOne, useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import type { CampaignItem, Order } from '../../../contracts/sales/sales';
import type { CampaignDetailRecord, CampaignRecord } from '../../../dataProviders/sales/sales';
import { SectionCard } from '../../../resources/shared/SectionCard';
import { useFormatInstant } from '../../../resources/shared/dates';
import { useCampaignPeriod } from '../../../resources/sales/shared/campaignPeriod';
import { useMoney } from '../../../resources/shared/money';

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
} as const;

/** The buildings a campaign's orders may be picked up in: active links to active buildings. */
export const pickUpBuildings = (campaign: CampaignRecord) =>
  campaign.buildings.filter((link) => link.active && link.building.active).map((l) => l.building);

function ItemCard({ item }: { item: CampaignItem }) {
  const translate = useTranslate();
  const money = useMoney();
  return (
    <Card variant="outlined" component="article" aria-label={item.name}>
      {item.imageUrl && (
        <CardMedia component="img" height="140" image={item.imageUrl} alt={item.name} />
      )}
      <CardContent>
        <Typography variant="subtitle1" component="h3">
          {item.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {item.description}
        </Typography>
        <Typography>
          {translate('sales.home.unitPrice')}: <strong>{money(item.unitPrice)}</strong>
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
          {item.stockQuantity > 0 ? (
            <Chip
              size="small"
              color="success"
              label={translate('sales.home.stockLeft', { count: item.stockQuantity })}
            />
          ) : (
            <Chip size="small" label={translate('sales.home.soldOut')} />
          )}
          <Chip
            size="small"
            variant="outlined"
            label={translate('sales.home.limitPerPerson', { count: item.maxLimitPerPerson })}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}

/** A campaign opened: its items, limits and delivery choices, and the way to buy. */
function CampaignDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const translate = useTranslate();
  const basename = useBasename();
  const money = useMoney();
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const {
    data: campaign,
    isPending,
    error,
  } = useGetOne<CampaignDetailRecord>('sales-campaign-details', {
    id,
  });
  const buildings = campaign ? pickUpBuildings(campaign) : [];
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby="sales-campaign-title"
    >
      <DialogTitle id="sales-campaign-title">
        {campaign?.name ?? translate('sales.home.items')}
      </DialogTitle>
      <DialogContent dividers>
        {isPending ? (
          <Skeleton variant="rounded" height={200} aria-busy="true" />
        ) : error || !campaign ? (
          <Alert severity="warning">{translate('sales.form.notAvailable')}</Alert>
        ) : (
          <Stack spacing={2}>
            {campaign.message && <Typography>{campaign.message}</Typography>}
            <Typography variant="body2">
              {translate('sales.home.campaignLimit', { count: campaign.maxLimitPerPerson })}
            </Typography>
            <Box>
              <Typography variant="subtitle1" component="h3">
                {translate('sales.home.deliveryOptions')}
              </Typography>
              <ul>
                {campaign.pickUpInBuilding && buildings.length > 0 && (
                  <li>
                    {translate('sales.home.pickUpIn', {
                      buildings: buildings.map((b) => b.name).join(', '),
                    })}
                  </li>
                )}
                {campaign.sentToHome && (
                  <li>
                    {translate('sales.home.sendHome')}
                    {campaign.shippingMessage && ` — ${campaign.shippingMessage}`}
                    <ul>
                      {campaign.items.map((item) => (
                        <li key={item.id}>
                          {item.name}:{' '}
                          {translate('sales.home.shipping', { amount: money(item.EstimatedPrice) })}
                        </li>
                      ))}
                    </ul>
                  </li>
                )}
              </ul>
            </Box>
            <Typography variant="subtitle1" component="h3">
              {translate('sales.home.items')}
            </Typography>
            {campaign.items.length === 0 ? (
              <Typography color="text.secondary">{translate('sales.home.noItems')}</Typography>
            ) : (
              <Box sx={grid}>
                {campaign.items.map((item) => (
                  <ItemCard key={item.id} item={item} />
                ))}
              </Box>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('sales.home.close')}</Button>
        {campaign && campaign.items.length > 0 && (
          <Button variant="contained" component={Link} to={`${basename}/Ventas/form/${id}`}>
            {translate('sales.home.buy')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

function MyOrders() {
  const translate = useTranslate();
  const basename = useBasename();
  const money = useMoney();
  const formatInstant = useFormatInstant();
  const {
    data = [],
    isPending,
    error,
  } = useGetList<Order>('sales-my-orders', {
    pagination: { page: 1, perPage: 10 },
  });
  return (
    <SectionCard
      title="sales.home.myOrders"
      isPending={isPending}
      error={error}
      isEmpty={data.length === 0}
      emptyText="sales.home.noOrders"
    >
      <List dense disablePadding>
        {data.map((order) => (
          <ListItemButton
            key={order.id}
            component={Link}
            to={`${basename}/Ventas/CompraDetalle/${order.id}`}
          >
            <ListItemText
              primary={translate('sales.home.orderLine', {
                id: order.id,
                campaign: order.campaignName,
              })}
              secondary={`${formatInstant(order.createdAt)} · ${money(order.total)}`}
            />
          </ListItemButton>
        ))}
      </List>
    </SectionCard>
  );
}

/**
 * `/Ventas/Home`: the active campaigns (GET /Campaign/Active); opening one shows its items
 * (GET {middleware}/Campaign/{id}), kept in the URL (`?campaign=`) so Back closes it; and the
 * employee's own orders (GET /Order/User).
 */
export function SalesHomePage() {
  const translate = useTranslate();
  const campaignPeriod = useCampaignPeriod();
  const [searchParams, setSearchParams] = useSearchParams();
  const {
    data = [],
    isPending,
    error,
  } = useGetList<CampaignRecord>('sales-campaigns', {
    filter: { active: true },
    pagination: { page: 1, perPage: 100 },
  });
  const opened = Number(searchParams.get('campaign')) || null;
  return (
    <Stack component="main" spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('sales.home.title')} />
      <Typography variant="h6" component="h2">
        {translate('sales.home.campaigns')}
      </Typography>
      {isPending ? (
        <Skeleton variant="rounded" height={160} aria-busy="true" />
      ) : error ? (
        <Alert severity="warning">{translate('sales.home.loadError')}</Alert>
      ) : data.length === 0 ? (
        <Typography color="text.secondary">{translate('sales.home.noCampaigns')}</Typography>
      ) : (
        <Box sx={grid}>
          {data.map((campaign) => (
            <Card key={campaign.id} component="article" aria-label={campaign.name}>
              <CardContent>
                <Typography variant="h6" component="h3">
                  {campaign.name}
                </Typography>
                <Typography variant="body2" color="text.secondary" gutterBottom>
                  {campaignPeriod(campaign)}
                </Typography>
                <Typography variant="body2">{campaign.description}</Typography>
                {campaign.message && (
                  <Typography variant="body2" sx={{ mt: 1 }}>
                    {campaign.message}
                  </Typography>
                )}
              </CardContent>
              <CardActions>
                <Button
                  onClick={() => setSearchParams({ campaign: String(campaign.id) })}
                  aria-label={translate('sales.home.open', { name: campaign.name })}
                >
                  {translate('sales.home.items')}
                </Button>
              </CardActions>
            </Card>
          ))}
        </Box>
      )}
      <MyOrders />
      {opened && <CampaignDialog id={opened} onClose={() => setSearchParams({})} />}
    </Stack>
  );
}
