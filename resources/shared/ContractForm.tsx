import type { ReactNode } from 'react';
import { Form, type FormProps } from 'react-admin';
import type { FieldValues, Resolver } from 'react-hook-form';
import { RequiredFields } from './RequiredFields';
import { requiredFieldsOf } from './contractResolver';
import { FormDraft, useStoredDraft } from './formDraft';

/** Inputs whose labels wear the asterisk where the form's contract requires their field. */
export function ContractFields({
  resolver,
  children,
}: {
  resolver?: FormProps['resolver'];
  children: ReactNode;
}) {
  return (
    <RequiredFields test={requiredFieldsOf(resolver as Resolver<FieldValues> | undefined)}>
      {children}
    </RequiredFields>
  );
}

/**
 * react-admin's <Form> validated by a contract (contractResolver), its required fields marked;
 * leaving it with typed data unsent asks first (a link, Back, closing the tab). A form named by
 * `draft` keeps what is typed on this device until it is sent or left (formDraft.tsx): an
 * employee's form on a phone whose network comes and goes.
 */
export function ContractForm({
  resolver,
  children,
  draft,
  record,
  ...props
}: FormProps & { draft?: string }) {
  const form = draft && record?.id !== undefined ? `${draft}:${String(record.id)}` : draft;
  const stored = useStoredDraft(form);
  // react-admin lays the record over the default values: the draft over both.
  return (
    <Form
      resolver={resolver}
      warnWhenUnsavedChanges
      record={stored ? { ...record, ...stored } : record}
      {...props}
    >
      {form && <FormDraft form={form} />}
      <ContractFields resolver={resolver}>{children}</ContractFields>
    </Form>
  );
}
