import { type ComponentType, createContext, type ReactNode, useContext } from 'react';
import type { FieldTitleProps } from 'react-admin';

/** Whether the form's contract requires a field, by its full path (`benefitLinks.0.name`). */
export type RequiredTest = (field: string) => boolean;

const none: RequiredTest = () => false;
const RequiredFieldsContext = createContext<RequiredTest>(none);

/** The inputs inside get their asterisk from `test` (a form's contract: contractResolver). */
export function RequiredFields({ test, children }: { test?: RequiredTest; children: ReactNode }) {
  return (
    <RequiredFieldsContext.Provider value={test ?? none}>{children}</RequiredFieldsContext.Provider>
  );
}

/**
 * react-admin's label of an input, marked required when the form's contract requires its field.
 * The portal build gives react-admin's inputs this label instead of theirs (vite.config.ts), so
 * every input of a form validated by a contract wears the asterisk without being told.
 */
export function markingRequired(
  FieldTitle: ComponentType<FieldTitleProps>,
  useWrappedSource: (source: string) => string,
): ComponentType<FieldTitleProps> {
  function FieldTitleMarkingRequired(props: FieldTitleProps) {
    const required = useContext(RequiredFieldsContext);
    const field = useWrappedSource(props.source ?? '');
    const isRequired = props.isRequired || (props.source !== undefined && required(field));
    return <FieldTitle {...props} isRequired={isRequired} />;
  }
  return FieldTitleMarkingRequired;
}
