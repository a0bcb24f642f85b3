import { NumberField, NumberInput, TextField, TextInput } from 'react-admin';
import { categoryFields } from '../../../contracts/benefits/benefits';
import type { CategoryRecord } from '../../../dataProviders/benefits/benefits';
import { AdminFormPage } from '../../shared/AdminFormPage';
import { contractResolver } from '../../shared/contractResolver';
import { csvFields } from '../../shared/csv';
import { ImageUploadInput } from '../../shared/ImageUploadInput';
import { BENEFITS_MESSAGES, benefitsForm, BenefitsListPage } from '../shared/benefitsAdmin';

const LIST = '/Benefits/Categories';
const FORM = '/Benefits/FormCategoryBenefits';
const nameOf = (category: CategoryRecord) => category.name;

/** The form's fields are the multipart contract's `Name` and `Order`. */
const resolver = contractResolver(categoryFields, {
  fieldOf: { Name: 'name', Order: 'order' },
  messages: BENEFITS_MESSAGES,
});

/** `/Benefits/Categories`: the categories in their order. */
export function CategoryList() {
  return (
    <BenefitsListPage<CategoryRecord>
      resource="benefit-categories"
      title="benefits.admin.categories"
      formPath={FORM}
      nameOf={nameOf}
      image={{ source: 'image', of: (category) => category.image }}
      secondaryText={(category) => `${category.order} · ${category.benefits}`}
      csv={csvFields('id', 'name', 'order', 'benefits', 'image')}
      sort={{ field: 'order', order: 'ASC' }}
    >
      <NumberField source="order" />
      <TextField source="name" />
      <NumberField source="benefits" />
    </BenefitsListPage>
  );
}

/**
 * `/Benefits/FormCategoryBenefits` (a new category) and `/Benefits/FormCategoryBenefits/:id`
 * (edit or delete one: refused while it has benefits).
 */
function CategoryForm() {
  return (
    <AdminFormPage<CategoryRecord>
      resource="benefit-categories"
      {...benefitsForm(LIST, FORM, nameOf)}
      createTitle="benefits.admin.createCategoryTitle"
      editTitle="benefits.admin.editCategoryTitle"
      resolver={resolver}
      defaultValues={{ name: '', order: 1, picture: null }}
    >
      <TextInput source="name" fullWidth />
      <NumberInput source="order" min={1} max={999} step={1} />
      <ImageUploadInput source="picture" />
    </AdminFormPage>
  );
}

// The portal's route table names the create and the edit page apart.
export { CategoryForm as CategoryCreate, CategoryForm as CategoryEdit };
