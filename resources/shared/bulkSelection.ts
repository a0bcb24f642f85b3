import { type Identifier, type RaRecord, useListContext, useLocaleState } from 'react-admin';
import { useQuoted } from './PartialReportDialog';
import { intlLocale } from './dates';

/**
 * What a bulk action works on: the list's selected records, each named by `nameOf` (one selected
 * on another page by its id), and all of them quoted in one phrase for the question it asks.
 */
export function useSelectedNames<T extends RaRecord>(nameOf: (record: T) => string) {
  const { selectedIds, data = [], resource, onUnselectItems } = useListContext<T>();
  const [locale = 'es'] = useLocaleState();
  const quoted = useQuoted();
  const recordOf = (id: Identifier) => data.find((row) => row.id === id);
  const nameOfId = (id: Identifier) => {
    const record = recordOf(id);
    return record ? nameOf(record) : `#${id}`;
  };
  const names = new Intl.ListFormat(intlLocale(locale), { type: 'conjunction' }).format(
    selectedIds.map((id) => quoted(nameOfId(id))),
  );
  return { selectedIds, resource, onUnselectItems, recordOf, nameOfId, names };
}
