import {
  AutocompleteInput,
  FunctionField,
  maxLength,
  minLength,
  ReferenceInput,
  required,
  SelectInput,
  TextField,
  TextInput,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import type { DiscountRecord } from '../../../dataProviders/benefits/benefits';
import { useFormatDateTime } from '../../../src/modules/benefits/dates';
import { AdminListPage, Thumbnail } from '../shared/AdminListPage';
import { AdminCreatePage, AdminEditPage } from '../shared/AdminFormPages';
import { BenefitImageInput } from '../shared/BenefitImageInput';
import { httpsUrl, notBeforeStart } from '../shared/validators';
import { SideBySideInputs } from '../../shared/SideBySideInputs';

const LIST = '/Benefits/Discounts';
const FORM = '/Benefits/FormDiscountBenefits';
const nameOf = (discount: DiscountRecord) => discount.discountName;

/** `/Benefits/Discounts`: every discount (GetBenefitsDiscountTable). */
export function DiscountList() {
  const formatDateTime = useFormatDateTime();
  return (
    <AdminListPage<DiscountRecord>
      resource="benefit-discounts"
      title="benefits.admin.discounts"
      formPath={FORM}
      nameOf={nameOf}
      imageOf={(discount) => discount.image ?? discount.benefitLogo}
      secondaryText={(d) =>
        `${d.benefitName} · ${formatDateTime(d.startDate)} – ${formatDateTime(d.endDate)}`
      }
      csv={(d) => ({
        id: d.id,
        discountName: d.discountName,
        benefitName: d.benefitName,
        idLocation: d.idLocation ?? '',
        link: d.link ?? '',
        startDate: d.startDate,
        endDate: d.endDate,
      })}
      sort={{ field: 'startDate', order: 'DESC' }}
    >
      <FunctionField<DiscountRecord>
        source="picture"
        sortable={false}
        render={(d) => <Thumbnail src={d.image ?? d.benefitLogo} />}
      />
      <TextField source="discountName" />
      <TextField source="benefitName" />
      <FunctionField<DiscountRecord>
        source="startDate"
        render={(d) => formatDateTime(d.startDate)}
      />
      <FunctionField<DiscountRecord> source="endDate" render={(d) => formatDateTime(d.endDate)} />
    </AdminListPage>
  );
}

/** The benefit's locations (the discount may hold at one of them only). */
function LocationInput() {
  const translate = useTranslate();
  const idBenefits = useWatch({ name: 'idBenefits' }) as number | undefined;
  if (!idBenefits) return null;
  return (
    <ReferenceInput
      source="idLocation"
      reference="benefit-locations"
      filter={{ idBenefits }}
      sort={{ field: 'address', order: 'ASC' }}
    >
      <SelectInput
        optionText="address"
        emptyText={translate('benefits.admin.noLocation')}
        parse={(value: unknown) => (value === '' ? null : value)}
      />
    </ReferenceInput>
  );
}

function DiscountInputs() {
  return (
    <>
      <ReferenceInput
        source="idBenefits"
        reference="benefits"
        sort={{ field: 'name', order: 'ASC' }}
      >
        <AutocompleteInput optionText="name" validate={required()} filterToQuery={(q) => ({ q })} />
      </ReferenceInput>
      <LocationInput />
      <TextInput
        source="discountName"
        validate={[required(), minLength(2), maxLength(150)]}
        fullWidth
      />
      <TextInput source="link" validate={httpsUrl} fullWidth />
      <SideBySideInputs>
        <TextInput
          source="startDate"
          type="datetime-local"
          validate={required()}
          InputLabelProps={{ shrink: true }}
        />
        <TextInput
          source="endDate"
          type="datetime-local"
          validate={[required(), notBeforeStart]}
          InputLabelProps={{ shrink: true }}
        />
      </SideBySideInputs>
      <BenefitImageInput source="picture" />
    </>
  );
}

/**
 * `/Benefits/FormDiscountBenefits`: a new discount; opened from a benefit's admin form
 * (`?idBenefits=`), it returns there once saved.
 */
export function DiscountCreate() {
  const [search] = useSearchParams();
  const idBenefits = Number(search.get('idBenefits')) || undefined;
  const month = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  const first = `${month.getFullYear()}-${pad(month.getMonth() + 1)}-01T00:00`;
  const lastDay = new Date(month.getFullYear(), month.getMonth() + 1, 0).getDate();
  const last = `${month.getFullYear()}-${pad(month.getMonth() + 1)}-${pad(lastDay)}T23:59`;
  return (
    <AdminCreatePage
      resource="benefit-discounts"
      listPath={idBenefits ? `/Benefits/FormAdminBenefits/${idBenefits}` : LIST}
      formPath={FORM}
      createTitle="benefits.admin.createDiscountTitle"
      editTitle="benefits.admin.editDiscountTitle"
      defaultValues={{
        idBenefits,
        idLocation: null,
        discountName: '',
        link: '',
        startDate: first,
        endDate: last,
        picture: null,
      }}
      inputs={<DiscountInputs />}
    />
  );
}

export function DiscountEdit() {
  return (
    <AdminEditPage<DiscountRecord>
      resource="benefit-discounts"
      listPath={LIST}
      formPath={FORM}
      createTitle="benefits.admin.createDiscountTitle"
      editTitle="benefits.admin.editDiscountTitle"
      nameOf={nameOf}
      inputs={<DiscountInputs />}
    />
  );
}
