import { type ReactElement, type ReactNode, useState } from 'react';
import {
  Create,
  Edit,
  type Identifier,
  type RaRecord,
  type RedirectionSideEffect,
  SaveButton,
  SimpleForm,
  type SimpleFormProps,
  Toolbar,
  useEditContext,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { Box } from '@mui/material';
import { useParams } from 'react-router-dom';
import { useBreadcrumbName } from './breadcrumbNames';
import type { AdminScreens, RowTexts } from './AdminListPage';
import { BackButton } from './BackButton';
import { ContractFields } from './ContractForm';
import { DeleteButton } from './DeleteButton';

interface AdminFormPageProps<T extends RaRecord> {
  resource: string;
  /** The record to edit whatever the route (a setting that always exists); else the route's `:id`, and none creates one. */
  id?: Identifier;
  /**
   * The list: the back button's target, where a new record lands (named in the notice) and
   * where a saved or deleted one leads. Without it (a setting) a save stays on the form.
   */
  listPath?: string;
  /** i18n key of the back button's text; no button without it. */
  back?: string;
  /** Where a saved existing record leads instead of the list; `false` stays on the form. */
  redirect?: false | ((record: T) => string);
  /**
   * Where a new record lands instead of its list: its own form, when what completes it needs the
   * saved record (a new benefit's links, discounts and locations, SPEC §2).
   */
  createdPath?: (record: T) => string;
  /** i18n keys of the titles: a new record's, and an existing one's (it receives `textArgs`); none inside another page. */
  createTitle?: string;
  editTitle?: string | false;
  /** What a record is called: its title's `name`, the breadcrumb's instead of its id, the created notice's. */
  nameOf?: (record: T) => string;
  /** What the title and the delete texts receive: by default `{ name }`. */
  textArgs?: (record: T) => Record<string, unknown>;
  /** This page's path without the id, for the breadcrumb. */
  formPath?: string;
  /**
   * i18n key of the notice once saved (a setting: once created too); without it, one naming the
   * record (`nameOf`), else react-admin's own.
   */
  savedNotice?: string;
  /** The edit toolbar's delete button; without it the form only saves (what is kept for good). */
  deleteTexts?: Omit<RowTexts, 'edit'>;
  resolver?: SimpleFormProps['resolver'];
  /** A new record's values. */
  defaultValues?: SimpleFormProps['defaultValues'];
  /** What is saved from the form's values (who saves it, where the contract asks). */
  transform?: (data: T) => T;
  /** Another toolbar (a save that asks first). */
  toolbar?: ReactElement;
  /** Above the back button and the form: the area's own navigation. */
  header?: ReactNode;
  /** When editing, above the form and inside the record's context: what acts on the record itself. */
  recordActions?: ReactElement;
  sx?: SimpleFormProps['sx'];
  /** The inputs: the same to create and to edit. */
  children: ReactNode;
}

/**
 * The form of `screens` (what its list names too: the resource, the list it goes back to, its
 * path, what a record is called, the delete button's texts), its back button's i18n key and its
 * titles' (a new record's, an existing one's).
 */
export function adminForm<T extends RaRecord>(
  screens: AdminScreens<T>,
  back: string,
  createTitle: string,
  editTitle: string,
) {
  const { resource, listPath, formPath, nameOf, textArgs, texts } = screens;
  return {
    resource,
    listPath,
    formPath,
    nameOf,
    textArgs,
    deleteTexts: texts,
    back,
    createTitle,
    editTitle,
  };
}

/**
 * A form without a delete button (what is kept for good): its resource, the list it goes back
 * to, its path, and its texts under `keys`: the back button's (`.back`) and the titles' (`.create`,
 * `.edit`).
 */
export function keptForm(resource: string, listPath: string, formPath: string, keys: string) {
  return {
    resource,
    listPath,
    formPath,
    back: `${keys}.back`,
    createTitle: `${keys}.create`,
    editTitle: `${keys}.edit`,
  };
}

/** An edit page's title; the breadcrumb shows the record's name instead of its id. */
function EditTitle<T extends RaRecord>({
  title,
  formPath,
  nameOf,
  textArgs,
}: {
  title: string;
  formPath?: string;
  nameOf?: (record: T) => string;
  textArgs: (record: T) => Record<string, unknown>;
}) {
  const record = useRecordContext<T>();
  const translate = useTranslate();
  const name = record && nameOf ? nameOf(record) : '';
  useBreadcrumbName(`${formPath}/${record?.id ?? ''}`, (formPath && name) || undefined);
  return record ? <span>{translate(title, textArgs(record))}</span> : null;
}

/** Save and, on an existing record with `deleteButton`, its delete at the other end (or below). */
function FormToolbar({ deleteButton }: { deleteButton?: ReactNode }) {
  return (
    <Toolbar sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
      <SaveButton />
      {deleteButton}
    </Toolbar>
  );
}

/**
 * An administrators' form (react-admin <Create>/<Edit> with a <SimpleForm>): a new record, or
 * the one whose id the route names, saved pessimistically with a notice, then back to the list.
 * The service's refusals of fields (400, a name in use 409) show on their inputs; leaving it
 * with typed changes unsaved asks first.
 */
export function AdminFormPage<T extends RaRecord>({
  resource,
  id: fixedId,
  listPath,
  back,
  redirect,
  createdPath,
  createTitle,
  editTitle,
  nameOf,
  textArgs = (record) => ({ name: nameOf?.(record) ?? '' }),
  formPath,
  savedNotice,
  deleteTexts,
  resolver,
  defaultValues,
  transform,
  toolbar,
  header,
  recordActions,
  sx,
  children,
}: AdminFormPageProps<T>) {
  const { id: routeId } = useParams();
  const id = fixedId ?? routeId;
  const translate = useTranslate();
  const notify = useNotify();
  const redirectTo = useRedirect();
  // react-admin reads a path as a function's answer (a bare string names a view: 'edit'…).
  const toList: RedirectionSideEffect = listPath !== undefined && (() => listPath);
  const next = redirect ?? (listPath !== undefined && (() => listPath));
  const afterSave: RedirectionSideEffect = next && ((_resource, _id, data) => next(data as T));
  /**
   * The module's own notice, or one naming the record, instead of react-admin's «Elemento
   * actualizado» (which says nothing of what was saved); then where the record leads.
   */
  const saved =
    savedNotice || nameOf
      ? {
          onSuccess: (record: T) => {
            notify(savedNotice ?? 'components.adminForm.saved', {
              type: 'success',
              messageArgs: { name: nameOf?.(record) },
            });
            redirectTo(afterSave, resource, record.id, record);
          },
        }
      : undefined;
  /**
   * A new record lands on its list (or its `createdPath`), named in the notice, whatever the form.
   */
  const created =
    listPath === undefined
      ? saved
      : {
          onSuccess: (record: T) => {
            notify(nameOf ? 'components.adminForm.created' : 'ra.notification.created', {
              type: 'success',
              messageArgs: { name: nameOf?.(record), smart_count: 1 },
            });
            redirectTo(
              createdPath ? () => createdPath(record) : toList,
              resource,
              record.id,
              record,
            );
          },
        };
  const deleteButton = deleteTexts && (
    <EditDeleteButton<T> texts={deleteTexts} textArgs={textArgs} redirect={listPath} />
  );
  return (
    <>
      {header}
      {back && listPath !== undefined && <BackButton to={listPath} label={back} />}
      {id !== undefined ? (
        <Edit
          resource={resource}
          id={id}
          mutationMode="pessimistic"
          redirect={afterSave}
          actions={recordActions}
          transform={transform}
          title={
            editTitle ? (
              <EditTitle<T>
                title={editTitle}
                formPath={formPath}
                nameOf={nameOf}
                textArgs={textArgs}
              />
            ) : (
              false
            )
          }
          mutationOptions={saved}
        >
          <SimpleForm
            resolver={resolver}
            warnWhenUnsavedChanges
            toolbar={toolbar ?? <FormToolbar deleteButton={deleteButton} />}
            sx={sx}
          >
            <AfterFirstRead>
              <ContractFields resolver={resolver}>{children}</ContractFields>
            </AfterFirstRead>
          </SimpleForm>
        </Edit>
      ) : (
        <Create
          resource={resource}
          redirect={toList}
          transform={transform}
          title={createTitle ? translate(createTitle) : false}
          mutationOptions={created}
        >
          <SimpleForm
            resolver={resolver}
            warnWhenUnsavedChanges
            defaultValues={defaultValues}
            toolbar={toolbar ?? <FormToolbar />}
            sx={sx}
          >
            <ContractFields resolver={resolver}>{children}</ContractFields>
          </SimpleForm>
        </Create>
      )}
    </>
  );
}

/**
 * The inputs take typing once this page has read its record: a list's copy of it shows first (the
 * list fills react-admin's cache), and the page's own read that replaces it would reset the form
 * and drop what was typed meanwhile. Later reads keep the inputs open.
 */
function AfterFirstRead({ children }: { children: ReactNode }) {
  const { isFetching } = useEditContext();
  const [read, setRead] = useState(!isFetching);
  if (!isFetching && !read) setRead(true);
  return (
    <Box
      component="fieldset"
      disabled={!read}
      aria-busy={!read}
      // The form's own column (SimpleForm's Stack), one level down.
      sx={{
        border: 0,
        p: 0,
        m: 0,
        minWidth: 0,
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
      }}
    >
      {children}
    </Box>
  );
}

/** The edited record's delete button, named after it; the list opens once it is gone. */
function EditDeleteButton<T extends RaRecord>({
  texts,
  textArgs,
  redirect,
}: {
  texts: Omit<RowTexts, 'edit'>;
  textArgs: (record: T) => Record<string, unknown>;
  redirect?: string;
}) {
  const record = useRecordContext<T>();
  if (!record) return null;
  return (
    <DeleteButton
      variant="text"
      label={texts.delete}
      confirmContent={texts.confirmDelete}
      successMessage={texts.deleted}
      translateOptions={textArgs(record)}
      redirect={redirect}
    />
  );
}
