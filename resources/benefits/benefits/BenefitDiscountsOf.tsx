import AddIcon from '@mui/icons-material/Add';
import { Alert, Button, List, ListItem, ListItemText, Stack } from '@mui/material';
import { useBasename, useGetList, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { DiscountRecord } from '../../../dataProviders/benefits/benefits';
import { useFormatDateTime } from '../shared/dates';
import { RowActions } from '../../shared/AdminListPage';
import { benefitsList } from '../shared/benefitsAdmin';

const { row } = benefitsList<DiscountRecord>(
  '/Benefits/FormDiscountBenefits',
  (discount) => discount.discountName,
);

/** A benefit's discounts on its admin form (GetBenefitsDiscountTable?idBenefits=). */
export function BenefitDiscountsOf({ benefitId }: { benefitId: number }) {
  const translate = useTranslate();
  const formatDateTime = useFormatDateTime();
  const { data, isPending, error } = useGetList<DiscountRecord>('benefit-discounts', {
    filter: { idBenefits: benefitId },
    sort: { field: 'startDate', order: 'DESC' },
    pagination: { page: 1, perPage: 100 },
  });
  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      <div>
        <AddDiscountButton benefitId={benefitId} />
      </div>
      {error ? (
        <Alert severity="error">{translate('benefits.loadError')}</Alert>
      ) : (
        <List aria-label={translate('benefits.admin.discounts')} aria-busy={isPending}>
          {data?.length === 0 && <ListItem>{translate('benefits.admin.empty')}</ListItem>}
          {data?.map((discount) => (
            <ListItem
              key={discount.id}
              secondaryAction={
                <RowActions resource="benefit-discounts" record={discount} row={row} />
              }
            >
              <ListItemText
                primary={discount.discountName}
                secondary={`${formatDateTime(discount.startDate)} – ${formatDateTime(discount.endDate)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}

/** The way to add a discount to this benefit (its form returns here once saved). */
function AddDiscountButton({ benefitId }: { benefitId: number }) {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Button
      component={Link}
      to={`${basename}/Benefits/FormDiscountBenefits?idBenefits=${benefitId}`}
      startIcon={<AddIcon />}
    >
      {translate('benefits.admin.addDiscount')}
    </Button>
  );
}
