import { type RaRecord, useRecordContext, useTranslate } from 'react-admin';
import { useBreadcrumbName } from '../../src/layout/breadcrumbNames';

interface EditTitleProps<T extends RaRecord> {
  /** i18n key of the title; receives the record's `name`. */
  title: string;
  /** The edit form's path without the id, for the breadcrumb. */
  formPath: string;
  nameOf: (record: T) => string;
}

/** An edit page's title; the breadcrumb shows the record's name instead of its id. */
export function EditTitle<T extends RaRecord>({ title, formPath, nameOf }: EditTitleProps<T>) {
  const record = useRecordContext<T>();
  const translate = useTranslate();
  const name = record ? nameOf(record) : '';
  useBreadcrumbName(`${formPath}/${record?.id ?? ''}`, name || undefined);
  return <span>{translate(title, { name })}</span>;
}
