import { Box, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useMoney } from '../../../resources/shared/money';
import type { PurchaseForm } from './usePurchaseForm';

/** The campaign's items, each with its price, stock, limits and the quantity chosen. */
export function PurchaseItems({
  form: { campaign, bought, state, dispatch, limitOf },
}: {
  form: PurchaseForm;
}) {
  const translate = useTranslate();
  const money = useMoney();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
      }}
    >
      {campaign.items.map((item) => {
        const quantity = state.quantities[item.id] ?? 0;
        const { max, over } = limitOf(item);
        const already = bought.boughtByItem[String(item.id)] ?? 0;
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
                error={over !== null}
                helperText={
                  over === 'campaign'
                    ? translate('sales.form.aboveCampaignLimit', { count: max })
                    : over === 'item'
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
  );
}
