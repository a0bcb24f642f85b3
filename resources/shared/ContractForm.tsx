import type { ReactNode } from 'react';
import { Form, type FormProps } from 'react-admin';
import type { FieldValues, Resolver } from 'react-hook-form';
import { RequiredFields } from './RequiredFields';
import { requiredFieldsOf } from './contractResolver';

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
 * leaving it with typed data unsent asks first (a link, Back, closing the tab).
 */
export function ContractForm({ resolver, children, ...props }: FormProps) {
  return (
    <Form resolver={resolver} warnWhenUnsavedChanges {...props}>
      <ContractFields resolver={resolver}>{children}</ContractFields>
    </Form>
  );
}
