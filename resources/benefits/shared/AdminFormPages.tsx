import type { ReactElement } from 'react';
import { type RaRecord, SimpleForm, type SimpleFormProps } from 'react-admin';
import { CreatePage, EditPage } from '../../shared/FormPages';
import { SaveAndDeleteToolbar } from '../../shared/SaveAndDeleteToolbar';
import { BenefitsDeleteButton } from './BenefitsDeleteButton';
import { BenefitsFormHeader } from './BenefitsAdminMenu';

interface AdminFormProps {
  resource: string;
  listPath: string;
  formPath: string;
  /** i18n keys of the create and edit titles (the edit one receives `name`). */
  createTitle: string;
  editTitle: string;
  defaultValues?: SimpleFormProps['defaultValues'];
  inputs: ReactElement;
}

/** `{formPath}`: a new record, back to the list once saved. */
export function AdminCreatePage({
  resource,
  listPath,
  createTitle,
  defaultValues,
  inputs,
}: AdminFormProps) {
  return (
    <CreatePage
      resource={resource}
      title={createTitle}
      listPath={listPath}
      savedNotice="benefits.admin.created"
      header={<BenefitsFormHeader listPath={listPath} />}
    >
      <SimpleForm defaultValues={defaultValues}>{inputs}</SimpleForm>
    </CreatePage>
  );
}

/** `{formPath}/:id`: edit a record (with its delete button), back to the list once saved. */
export function AdminEditPage<T extends RaRecord>({
  resource,
  listPath,
  formPath,
  editTitle,
  inputs,
  nameOf,
}: AdminFormProps & { nameOf: (record: T) => string }) {
  return (
    <EditPage<T>
      resource={resource}
      title={editTitle}
      formPath={formPath}
      nameOf={nameOf}
      listPath={listPath}
      savedNotice="benefits.admin.saved"
      header={<BenefitsFormHeader listPath={listPath} />}
    >
      <SimpleForm
        toolbar={
          <SaveAndDeleteToolbar
            deleteButton={
              <BenefitsDeleteButton<T>
                resource={resource}
                nameOf={nameOf}
                variant="text"
                redirectTo={listPath}
              />
            }
          />
        }
      >
        {inputs}
      </SimpleForm>
    </EditPage>
  );
}
