import {
  BooleanField,
  BooleanInput,
  NullableBooleanInput,
  NumberField,
  TextField,
  TextInput,
} from 'react-admin';
import { DateField } from '../../shared/DateField';
import { linkTypeFields } from '../../../contracts/benefits/benefits';
import type { LinkTypeRecord } from '../../../dataProviders/benefits/benefits';
import { AdminFormPage } from '../../shared/AdminFormPage';
import { contractResolver } from '../../shared/contractResolver';
import { csvFields } from '../../shared/csv';
import { ImageUploadInput } from '../../shared/ImageUploadInput';
import { BENEFITS_MESSAGES, benefitsForm, BenefitsListPage } from '../shared/benefitsAdmin';

const LIST = '/Benefits/Links';
const FORM = '/Benefits/FormLinksBenefit';
const nameOf = (kind: LinkTypeRecord) => kind.name;

/** The form's fields are the multipart contract's `Name`, `Link` and `Active`. */
const resolver = contractResolver(linkTypeFields, {
  fieldOf: { Name: 'name', Link: 'link', Active: 'active' },
  messages: BENEFITS_MESSAGES,
});

/** `/Benefits/Links`: the catalogue of link kinds every benefit's links are made of. */
export function LinkTypeList() {
  return (
    <BenefitsListPage<LinkTypeRecord>
      resource="benefit-link-types"
      title="benefits.admin.links"
      formPath={FORM}
      nameOf={nameOf}
      image={{ source: 'icon', of: (kind) => kind.icon }}
      secondaryText={(kind) => kind.link ?? ''}
      csv={csvFields('id', 'name', 'link', 'active', 'uses', 'icon')}
      sort={{ field: 'name', order: 'ASC' }}
      filters={[<NullableBooleanInput key="active" source="active" alwaysOn />]}
    >
      <TextField source="name" />
      <TextField source="link" sortable={false} />
      <BooleanField source="active" />
      <NumberField source="uses" sortable={false} />
      <DateField source="updatedAt" showTime />
    </BenefitsListPage>
  );
}

/** `/Benefits/FormLinksBenefit[/:id]`: a kind of link, its default address and icon. */
function LinkTypeForm() {
  return (
    <AdminFormPage<LinkTypeRecord>
      resource="benefit-link-types"
      {...benefitsForm(LIST, FORM, nameOf)}
      createTitle="benefits.admin.createLinkTitle"
      editTitle="benefits.admin.editLinkTitle"
      resolver={resolver}
      defaultValues={{ name: '', link: '', active: true, picture: null }}
    >
      <TextInput source="name" fullWidth />
      <TextInput source="link" fullWidth />
      <BooleanInput source="active" />
      <ImageUploadInput source="picture" />
    </AdminFormPage>
  );
}

// The portal's route table names the create and the edit page apart.
export { LinkTypeForm as LinkTypeCreate, LinkTypeForm as LinkTypeEdit };
