import {
  FunctionField,
  maxLength,
  minLength,
  NumberField,
  NumberInput,
  required,
  TextField,
  TextInput,
} from 'react-admin';
import type { CategoryRecord } from '../../../dataProviders/benefits/benefits';
import { AdminListPage, Thumbnail } from '../shared/AdminListPage';
import { AdminCreatePage, AdminEditPage } from '../shared/AdminFormPages';
import { BenefitImageInput } from '../shared/BenefitImageInput';

const LIST = '/Benefits/Categories';
const FORM = '/Benefits/FormCategoryBenefits';
const nameOf = (category: CategoryRecord) => category.name;

/** `/Benefits/Categories`: the categories in their order. */
export function CategoryList() {
  return (
    <AdminListPage<CategoryRecord>
      resource="benefit-categories"
      title="benefits.admin.categories"
      formPath={FORM}
      nameOf={nameOf}
      imageOf={(category) => category.image}
      secondaryText={(category) => `${category.order} · ${category.benefits}`}
      csv={({ id, name, order, benefits, image }) => ({
        id,
        name,
        order,
        benefits,
        image: image ?? '',
      })}
      sort={{ field: 'order', order: 'ASC' }}
    >
      <FunctionField<CategoryRecord>
        source="image"
        sortable={false}
        render={(c) => <Thumbnail src={c.image} />}
      />
      <NumberField source="order" />
      <TextField source="name" />
      <NumberField source="benefits" />
    </AdminListPage>
  );
}

const inputs = (
  <>
    <TextInput source="name" validate={[required(), minLength(2), maxLength(100)]} fullWidth />
    <NumberInput source="order" validate={required()} min={1} max={999} step={1} />
    <BenefitImageInput source="picture" />
  </>
);

/** `/Benefits/FormCategoryBenefits`: a new category. */
export function CategoryCreate() {
  return (
    <AdminCreatePage
      resource="benefit-categories"
      listPath={LIST}
      formPath={FORM}
      createTitle="benefits.admin.createCategoryTitle"
      editTitle="benefits.admin.editCategoryTitle"
      defaultValues={{ name: '', order: 1, picture: null }}
      inputs={inputs}
    />
  );
}

/** `/Benefits/FormCategoryBenefits/:id`: edit or delete a category (refused while it has benefits). */
export function CategoryEdit() {
  return (
    <AdminEditPage<CategoryRecord>
      resource="benefit-categories"
      listPath={LIST}
      formPath={FORM}
      createTitle="benefits.admin.createCategoryTitle"
      editTitle="benefits.admin.editCategoryTitle"
      nameOf={nameOf}
      inputs={inputs}
    />
  );
}
