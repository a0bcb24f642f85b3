import { ReferenceInput, SelectInput } from 'react-admin';

/**
 * A benefit's category, chosen from the categories in their own order (as employees see them).
 * The sort is named: react-admin's default (`id`) is not one GET /BenefitsCategory sorts by.
 */
export function CategoryInput({ source, alwaysOn }: { source: string; alwaysOn?: boolean }) {
  return (
    <ReferenceInput
      source={source}
      reference="benefit-categories"
      sort={{ field: 'order', order: 'ASC' }}
      alwaysOn={alwaysOn}
    >
      <SelectInput optionText="name" />
    </ReferenceInput>
  );
}
