import type { ReactNode } from 'react';
import {
  Create,
  Edit,
  type RaRecord,
  SimpleForm,
  type SimpleFormProps,
  useTranslate,
} from 'react-admin';
import { useParams } from 'react-router-dom';
import { ConfirmDeleteButton } from '../../shared/ConfirmDeleteButton';
import { EditTitle } from '../../shared/EditTitle';
import { SaveAndDeleteToolbar } from '../../shared/SaveAndDeleteToolbar';

interface SettingsFormProps {
  resource: string;
  /** The list, opened once the record is saved or deleted. */
  listPath: string;
  /** The add page's path; the change page's is `${formPath}/:id`. */
  formPath: string;
  /** What a record is called, in the change page's title and the delete question. */
  nameOf: (record: RaRecord) => string;
  /** i18n keys: the add page's title; the change page's and the delete question (with `name`). */
  createTitle: string;
  editTitle: string;
  deleteQuestion: string;
  resolver: SimpleFormProps['resolver'];
  /** A new record's values. */
  defaultValues: Record<string, unknown>;
  /** The inputs: the same to add and to change. */
  children: ReactNode;
}

/** A home setting's add page (`formPath`) or, with an id, its change page. */
export function SettingsForm({
  resource,
  listPath,
  formPath,
  nameOf,
  createTitle,
  editTitle,
  deleteQuestion,
  resolver,
  defaultValues,
  children,
}: SettingsFormProps) {
  const { id } = useParams();
  const translate = useTranslate();
  const redirect = () => listPath;
  return id ? (
    <Edit
      resource={resource}
      id={id}
      mutationMode="pessimistic"
      redirect={redirect}
      title={<EditTitle title={editTitle} formPath={formPath} nameOf={nameOf} />}
    >
      <SimpleForm
        resolver={resolver}
        toolbar={
          <SaveAndDeleteToolbar
            deleteButton={
              <ConfirmDeleteButton
                resource={resource}
                question={(record) => translate(deleteQuestion, { name: nameOf(record) })}
                deletedNotice="homeSettings.notifications.deleted"
                redirectTo={listPath}
                variant="text"
              />
            }
          />
        }
      >
        {children}
      </SimpleForm>
    </Edit>
  ) : (
    <Create resource={resource} redirect={redirect} title={translate(createTitle)}>
      <SimpleForm resolver={resolver} defaultValues={defaultValues}>
        {children}
      </SimpleForm>
    </Create>
  );
}
