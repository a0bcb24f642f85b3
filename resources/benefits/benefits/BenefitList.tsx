import VisibilityIcon from '@mui/icons-material/Visibility';
import { IconButton, Tooltip } from '@mui/material';
import {
  BooleanField,
  NullableBooleanInput,
  TextField,
  useBasename,
  useTranslate,
} from 'react-admin';
import { DateField } from '../../shared/DateField';
import { Link } from 'react-router-dom';
import type { BenefitRecord } from '../../../dataProviders/benefits/benefits';
import { csvFields } from '../../shared/csv';
import { BENEFITS_TEXTS, BenefitsListPage } from '../shared/benefitsAdmin';
import { CategoryInput } from './CategoryInput';

const nameOf = (benefit: BenefitRecord) => benefit.name;

function DetailsButton({ benefit }: { benefit: BenefitRecord }) {
  const translate = useTranslate();
  const basename = useBasename();
  const label = `${translate('benefits.admin.details')}: ${benefit.name}`;
  return (
    <Tooltip title={label}>
      <IconButton
        component={Link}
        to={`${basename}/Benefits/AdminFormBenefitsDetails/${benefit.id}`}
        aria-label={label}
        size="small"
        onClick={(event) => event.stopPropagation()}
      >
        <VisibilityIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

/** `/Benefits/AdminFormBenefits`: every benefit, active or not. */
export function BenefitList() {
  return (
    <BenefitsListPage<BenefitRecord>
      resource="benefits"
      title="benefits.admin.benefits"
      formPath="/Benefits/FormAdminBenefits"
      nameOf={nameOf}
      texts={{ ...BENEFITS_TEXTS, confirmDelete: 'benefits.admin.confirmDeleteBenefit' }}
      image={{ source: 'logo', of: (benefit) => benefit.logo }}
      secondaryText={(benefit) => benefit.categoryName}
      csv={csvFields(
        'id',
        'name',
        'categoryName',
        'detail',
        'link',
        'email',
        'active',
        'logo',
        'updatedAt',
      )}
      sort={{ field: 'name', order: 'ASC' }}
      filters={[
        <CategoryInput key="idCategory" source="idCategory" alwaysOn />,
        <NullableBooleanInput key="active" source="active" alwaysOn />,
      ]}
      rowActions={(benefit) => <DetailsButton benefit={benefit} />}
    >
      <TextField source="name" />
      <TextField source="categoryName" />
      <BooleanField source="active" />
      <DateField source="updatedAt" showTime />
    </BenefitsListPage>
  );
}
