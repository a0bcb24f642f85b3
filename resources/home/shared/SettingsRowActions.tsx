import type { RaRecord } from 'react-admin';
import { EditDeleteActions } from '../../shared/EditDeleteActions';
import { OrderButtons, type OrderedRecord } from './OrderButtons';

type SettingsRowActionsProps = {
  resource: string;
  /** What a record is called, in the buttons' accessible names and the delete question. */
  nameOf: (record: RaRecord) => string;
  /** i18n key of the delete question; receives `name`. */
  deleteQuestion: string;
  /** The record's edit form (its path), or a click opening its edit dialog. */
  edit: string | (() => void);
} & (
  | {
      /** Move up and move down first: the list keeps an order. */
      ordered: true;
      record: OrderedRecord;
    }
  | { ordered?: false; record: RaRecord }
);

/** A home setting's buttons in its list row: (move up, move down,) edit, delete after a 'Sí'. */
export function SettingsRowActions({
  resource,
  record,
  nameOf,
  deleteQuestion,
  edit,
  ordered,
}: SettingsRowActionsProps) {
  const name = nameOf(record);
  return (
    <EditDeleteActions
      resource={resource}
      record={record}
      name={name}
      edit={edit}
      messages={{
        edit: 'homeSettings.actions.edit',
        delete: 'homeSettings.actions.delete',
        question: deleteQuestion,
        deleted: 'homeSettings.notifications.deleted',
      }}
    >
      {ordered && <OrderButtons resource={resource} record={record} name={name} />}
    </EditDeleteActions>
  );
}
