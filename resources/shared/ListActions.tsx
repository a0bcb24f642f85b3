import { ExportButton, TopToolbar } from 'react-admin';
import { ListCreateButton, type ListCreateButtonProps } from './ListCreateButton';

interface ListActionsProps {
  /** The create button, if the list has one. */
  create?: ListCreateButtonProps;
  /** The most records one export asks for (react-admin's default otherwise). */
  maxResults?: number;
}

/** A list's top toolbar: its create button, then the CSV export. */
export function ListActions({ create, maxResults }: ListActionsProps) {
  return (
    <TopToolbar>
      {create && <ListCreateButton {...create} />}
      <ExportButton maxResults={maxResults} />
    </TopToolbar>
  );
}
