import { AutocompleteInput, ReferenceInput } from 'react-admin';

/** Reference choices sort by name (the lists' sortable field; `id` is not one of them). */
const BY_NAME = { field: 'name', order: 'ASC' } as const;

interface ReferenceProps {
  source: string;
  /** A list filter shown at all times. */
  alwaysOn?: boolean;
  disabled?: boolean;
}

/** A campaign, found by name (GET /Campaign?q=). */
export function CampaignInput({ source, alwaysOn, disabled }: ReferenceProps) {
  return (
    <ReferenceInput source={source} reference="sales-campaigns" sort={BY_NAME} alwaysOn={alwaysOn}>
      <AutocompleteInput optionText="name" disabled={disabled} sx={{ minWidth: 240 }} />
    </ReferenceInput>
  );
}

/** A building, found by name (GET /Building?q=). */
export function BuildingInput({ source, alwaysOn }: ReferenceProps) {
  return (
    <ReferenceInput source={source} reference="sales-buildings" sort={BY_NAME} alwaysOn={alwaysOn}>
      <AutocompleteInput optionText="name" sx={{ minWidth: 240 }} />
    </ReferenceInput>
  );
}
