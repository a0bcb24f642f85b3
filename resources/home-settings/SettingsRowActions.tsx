import { Stack } from '@mui/material';
import { type RaRecord, useTranslate } from 'react-admin';
import { ConfirmDeleteButton } from '../shared/ConfirmDeleteButton';
import { RowEditButton } from '../shared/RowEditButton';
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
  const translate = useTranslate();
  const name = nameOf(record);
  return (
    <Stack direction="row" alignItems="center">
      {ordered && <OrderButtons resource={resource} record={record} name={name} />}
      <RowEditButton
        label={translate('homeSettings.actions.edit', { name })}
        {...(typeof edit === 'string' ? { to: edit } : { onClick: edit })}
      />
      <ConfirmDeleteButton
        resource={resource}
        record={record}
        label={(deleted) => translate('homeSettings.actions.delete', { name: nameOf(deleted) })}
        question={(deleted) => translate(deleteQuestion, { name: nameOf(deleted) })}
        deletedNotice="homeSettings.notifications.deleted"
      />
    </Stack>
  );
}
