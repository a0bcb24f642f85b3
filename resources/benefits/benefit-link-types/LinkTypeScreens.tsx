import {
  BooleanField,
  BooleanInput,
  DateField,
  FunctionField,
  maxLength,
  minLength,
  NullableBooleanInput,
  NumberField,
  required,
  TextField,
  TextInput,
} from 'react-admin';
import type { LinkTypeRecord } from '../../../dataProviders/benefits/benefits';
import { AdminListPage, Thumbnail } from '../shared/AdminListPage';
import { AdminCreatePage, AdminEditPage } from '../shared/AdminFormPages';
import { BenefitImageInput } from '../shared/BenefitImageInput';
import { httpsUrl } from '../shared/validators';

const LIST = '/Benefits/Links';
const FORM = '/Benefits/FormLinksBenefit';
const nameOf = (kind: LinkTypeRecord) => kind.name;

/** `/Benefits/Links`: the catalogue of link kinds every benefit's links are made of. */
export function LinkTypeList() {
  return (
    <AdminListPage<LinkTypeRecord>
      resource="benefit-link-types"
      title="benefits.admin.links"
      formPath={FORM}
      nameOf={nameOf}
      imageOf={(kind) => kind.icon}
      secondaryText={(kind) => kind.link ?? ''}
      csv={({ id, name, link, active, uses, icon }) => ({
        id,
        name,
        link: link ?? '',
        active,
        uses,
        icon: icon ?? '',
      })}
      sort={{ field: 'name', order: 'ASC' }}
      filters={[<NullableBooleanInput key="active" source="active" alwaysOn />]}
    >
      <FunctionField<LinkTypeRecord>
        source="icon"
        sortable={false}
        render={(k) => <Thumbnail src={k.icon} />}
      />
      <TextField source="name" />
      <TextField source="link" sortable={false} />
      <BooleanField source="active" />
      <NumberField source="uses" sortable={false} />
      <DateField source="updatedAt" showTime />
    </AdminListPage>
  );
}

const inputs = (
  <>
    <TextInput source="name" validate={[required(), minLength(2), maxLength(100)]} fullWidth />
    <TextInput source="link" validate={httpsUrl} fullWidth />
    <BooleanInput source="active" />
    <BenefitImageInput source="picture" />
  </>
);

export function LinkTypeCreate() {
  return (
    <AdminCreatePage
      resource="benefit-link-types"
      listPath={LIST}
      formPath={FORM}
      createTitle="benefits.admin.createLinkTitle"
      editTitle="benefits.admin.editLinkTitle"
      defaultValues={{ name: '', link: '', active: true, picture: null }}
      inputs={inputs}
    />
  );
}

export function LinkTypeEdit() {
  return (
    <AdminEditPage<LinkTypeRecord>
      resource="benefit-link-types"
      listPath={LIST}
      formPath={FORM}
      createTitle="benefits.admin.createLinkTitle"
      editTitle="benefits.admin.editLinkTitle"
      nameOf={nameOf}
      inputs={inputs}
    />
  );
}
