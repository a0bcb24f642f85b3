import AddIcon from '@mui/icons-material/Add';
import { Alert, Button, List, ListItem, ListItemText, Stack } from '@mui/material';
import { useBasename, useGetList, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { DiscountRecord } from '../../../dataProviders/benefits/benefits';
import { useFormatDateTime } from '../../../src/modules/benefits/dates';
import { BenefitsDeleteButton } from '../shared/BenefitsDeleteButton';
import { RowEditButton } from '../../shared/RowEditButton';

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
                <Stack direction="row">
                  <RowEditButton
                    label={translate('benefits.admin.edit', { name: discount.discountName })}
                    to={`/Benefits/FormDiscountBenefits/${discount.id}`}
                  />
                  <BenefitsDeleteButton<DiscountRecord>
                    resource="benefit-discounts"
                    record={discount}
                    nameOf={(d) => d.discountName}
                  />
                </Stack>
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
