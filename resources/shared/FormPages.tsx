import type { ReactElement, ReactNode } from 'react';
import { Create, Edit, type RaRecord, useBasename, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { EditTitle } from './EditTitle';

interface FormPageProps {
  resource: string;
  /** The list the page returns to once saved (a portal path). */
  listPath: string;
  /** i18n key of the notice once saved. */
  savedNotice: string;
  /** Above the form: the way back to the list. */
  header: ReactNode;
  /** The form: a SimpleForm of the resource's inputs. */
  children: ReactElement;
}

/** Once saved: the resource's own notice (not react-admin's), then the list. */
function useReturnToList(listPath: string, savedNotice: string) {
  const notify = useNotify();
  const navigate = useNavigate();
  const basename = useBasename();
  return {
    onSuccess: () => {
      notify(savedNotice, { type: 'success' });
      navigate(`${basename}${listPath}`);
    },
  };
}

/** A create page that returns to its list once saved. */
export function CreatePage({
  resource,
  title,
  listPath,
  savedNotice,
  header,
  children,
}: FormPageProps & { /** i18n key of the page title. */ title: string }) {
  const translate = useTranslate();
  const returnToList = useReturnToList(listPath, savedNotice);
  return (
    <>
      {header}
      <Create
        resource={resource}
        title={translate(title)}
        redirect={false}
        mutationOptions={returnToList}
      >
        {children}
      </Create>
    </>
  );
}

interface EditPageProps<T extends RaRecord> extends FormPageProps {
  /** i18n key of the page title; receives the record's `name`. */
  title: string;
  /** This page's path without the id (`:id` comes from the route), for the breadcrumb. */
  formPath: string;
  nameOf: (record: T) => string;
}

/** An edit page (saved pessimistically) that returns to its list once saved. */
export function EditPage<T extends RaRecord>({
  resource,
  title,
  formPath,
  nameOf,
  listPath,
  savedNotice,
  header,
  children,
}: EditPageProps<T>) {
  const { id = '' } = useParams();
  const returnToList = useReturnToList(listPath, savedNotice);
  return (
    <>
      {header}
      <Edit
        resource={resource}
        id={id}
        mutationMode="pessimistic"
        redirect={false}
        title={<EditTitle<T> title={title} formPath={formPath} nameOf={nameOf} />}
        mutationOptions={returnToList}
      >
        {children}
      </Edit>
    </>
  );
}
