import { FunctionField, NumberField, NumberInput, TextField, TextInput } from 'react-admin';
import { categoryFields } from '../../../contracts/benefits/benefits';
import type { CategoryRecord } from '../../../dataProviders/benefits/benefits';
import { AdminFormPage } from '../../shared/AdminFormPage';
import { AdminListPage } from '../../shared/AdminListPage';
import { contractResolver } from '../../shared/contractResolver';
import { ImageUploadInput } from '../../shared/ImageUploadInput';
import { BenefitsAdminMenu } from '../shared/BenefitsAdminMenu';
import {
  BENEFIT_IMAGE,
  BENEFITS_MESSAGES,
  benefitsForm,
  benefitsList,
  phoneAvatar,
  Thumbnail,
} from '../shared/benefitsAdmin';

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
    <>
      <BenefitsAdminMenu />
      <AdminListPage<CategoryRecord>
        resource="benefit-categories"
        title="benefits.admin.categories"
        {...benefitsList(FORM, nameOf)}
        csv={({ id, name, order, benefits, image }) => ({
          id,
          name,
          order,
          benefits,
          image: image ?? '',
        })}
        sort={{ field: 'order', order: 'ASC' }}
        phone={{
          primaryText: nameOf,
          secondaryText: (category) => `${category.order} · ${category.benefits}`,
          leftAvatar: (category) => phoneAvatar(category.image),
        }}
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
    </>
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
      <ImageUploadInput source="picture" {...BENEFIT_IMAGE} />
    </AdminFormPage>
  );
}

// The portal's route table names the create and the edit page apart.
export { CategoryForm as CategoryCreate, CategoryForm as CategoryEdit };
