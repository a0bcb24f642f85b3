import {
  AutocompleteInput,
  FunctionField,
  ReferenceInput,
  SelectInput,
  TextField,
  TextInput,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { discountFields } from '../../../contracts/benefits/benefits';
import { calendarMonth, monthWindow, toContractDateTime } from '../../../contracts/calendar';
import type { DiscountRecord } from '../../../dataProviders/benefits/benefits';
import { useFormatDateTime } from '../shared/dates';
import { AdminFormPage } from '../../shared/AdminFormPage';
import { contractResolver } from '../../shared/contractResolver';
import { csvFields } from '../../shared/csv';
import { DateTimeInput } from '../../shared/DateInput';
import { ImageUploadInput } from '../../shared/ImageUploadInput';
import { SideBySideInputs } from '../../shared/SideBySideInputs';
import { BENEFITS_MESSAGES, benefitsForm, BenefitsListPage } from '../shared/benefitsAdmin';

const LIST = '/Benefits/Discounts';
const FORM = '/Benefits/FormDiscountBenefits';
const nameOf = (discount: DiscountRecord) => discount.discountName;

/** A wall-clock input's value as the contract's 'YYYY-MM-DD HH:mm:ss' (as the adapter sends it). */
const contractDate = (value: unknown) => toContractDateTime(String(value ?? '')) ?? value;

/** The form's fields are the multipart contract's, named as the record names them. */
const resolver = contractResolver(discountFields, {
  toContract: (values) => ({
    ...values,
    startDate: contractDate(values.startDate),
    endDate: contractDate(values.endDate),
  }),
  fieldOf: {
    DiscountName: 'discountName',
    Link: 'link',
    StartDate: 'startDate',
    EndDate: 'endDate',
  },
  messages: BENEFITS_MESSAGES,
});

/** `/Benefits/Discounts`: every discount (GetBenefitsDiscountTable). */
export function DiscountList() {
  const formatDateTime = useFormatDateTime();
  return (
    <BenefitsListPage<DiscountRecord>
      resource="benefit-discounts"
      title="benefits.admin.discounts"
      formPath={FORM}
      nameOf={nameOf}
      image={{ source: 'picture', of: (d) => d.image ?? d.benefitLogo }}
      secondaryText={(d) =>
        `${d.benefitName} · ${formatDateTime(d.startDate)} – ${formatDateTime(d.endDate)}`
      }
      csv={csvFields(
        'id',
        'discountName',
        'benefitName',
        'idLocation',
        'link',
        'startDate',
        'endDate',
      )}
      sort={{ field: 'startDate', order: 'DESC' }}
    >
      <TextField source="discountName" />
      <TextField source="benefitName" />
      <FunctionField<DiscountRecord>
        source="startDate"
        render={(d) => formatDateTime(d.startDate)}
      />
      <FunctionField<DiscountRecord> source="endDate" render={(d) => formatDateTime(d.endDate)} />
    </BenefitsListPage>
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
        <AutocompleteInput optionText="name" filterToQuery={(q) => ({ q })} />
      </ReferenceInput>
      <LocationInput />
      <TextInput source="discountName" fullWidth />
      <TextInput source="link" fullWidth />
      <SideBySideInputs>
        <DateTimeInput source="startDate" />
        <DateTimeInput source="endDate" />
      </SideBySideInputs>
      <ImageUploadInput source="picture" />
    </>
  );
}

/**
 * `/Benefits/FormDiscountBenefits[/:id]`: a discount; a new one opened from a benefit's admin
 * form (`?idBenefits=`) returns there once saved.
 */
function DiscountForm() {
  const [search] = useSearchParams();
  const idBenefits = Number(search.get('idBenefits')) || undefined;
  // The company's month, as the server judges a discount current: not the browser's zone's.
  const { first, last } = monthWindow(calendarMonth());
  return (
    <AdminFormPage<DiscountRecord>
      resource="benefit-discounts"
      {...benefitsForm(
        idBenefits ? `/Benefits/FormAdminBenefits/${idBenefits}` : LIST,
        FORM,
        nameOf,
      )}
      createTitle="benefits.admin.createDiscountTitle"
      editTitle="benefits.admin.editDiscountTitle"
      resolver={resolver}
      defaultValues={{
        idBenefits,
        idLocation: null,
        discountName: '',
        link: '',
        startDate: `${first}T00:00`,
        endDate: `${last}T23:59`,
        picture: null,
      }}
    >
      <DiscountInputs />
    </AdminFormPage>
  );
}

// The portal's route table names the create and the edit page apart.
export { DiscountForm as DiscountCreate, DiscountForm as DiscountEdit };
