import type { RaRecord } from 'react-admin';
import { BENEFIT_TESTS } from '../../../contracts/benefits/benefits';
import {
  AdminListPage,
  type AdminListPageProps,
  rowsEditedAt,
  type RowTexts,
} from '../../shared/AdminListPage';
import { imageColumn, phoneAvatar } from '../../shared/ListImage';
import { BenefitsAdminMenu } from './BenefitsAdminMenu';

/** The words of every Benefits admin screen; each receives the record's `name`. */
export const BENEFITS_TEXTS: RowTexts = {
  edit: 'benefits.admin.edit',
  delete: 'benefits.admin.delete',
  confirmDelete: 'benefits.admin.confirmDelete',
  deleted: 'benefits.admin.deleted',
};

/** The Benefits contract's own rules in the portal's words (contractResolver). */
export const BENEFITS_MESSAGES = {
  url: 'benefits.validation.url',
  [BENEFIT_TESTS.notBeforeStart]: 'benefits.validation.endBeforeStart',
};

/** A Benefits admin list's create button, empty state, and rows edited at `{formPath}/{id}`. */
export function benefitsList<T extends RaRecord>(
  formPath: string,
  nameOf: (record: T) => string,
  texts: RowTexts = BENEFITS_TEXTS,
) {
  return {
    create: { label: 'benefits.admin.create', to: formPath },
    empty: 'benefits.admin.empty',
    row: rowsEditedAt(formPath, texts, nameOf),
  };
}

/** A Benefits admin form's menu, way back, notice, breadcrumb name and delete button. */
export function benefitsForm<T extends RaRecord>(
  listPath: string,
  formPath: string,
  nameOf: (record: T) => string,
  texts: RowTexts = BENEFITS_TEXTS,
) {
  return {
    listPath,
    formPath,
    nameOf,
    header: <BenefitsAdminMenu />,
    back: 'benefits.admin.back',
    savedNotice: 'benefits.admin.saved',
    deleteTexts: texts,
  };
}

type BenefitsListPageProps<T extends RaRecord> = Omit<
  AdminListPageProps<T>,
  'create' | 'empty' | 'row' | 'phone'
> & {
  /** The form: `{formPath}` creates a record, `{formPath}/{id}` edits one. */
  formPath: string;
  nameOf: (record: T) => string;
  texts?: RowTexts;
  /** Each record's picture: the grid's first column, named `source`, and its avatar on phones. */
  image: { source: string; of: (record: T) => string | null };
  /** The line under the name on phones. */
  secondaryText: (record: T) => string;
};

/**
 * A Benefits admin list: the area's menu, then the list with its create button, empty state,
 * rows edited in the form, and each record's picture first.
 */
export function BenefitsListPage<T extends RaRecord>({
  formPath,
  nameOf,
  texts,
  image,
  secondaryText,
  children,
  ...list
}: BenefitsListPageProps<T>) {
  return (
    <>
      <BenefitsAdminMenu />
      <AdminListPage<T>
        {...benefitsList(formPath, nameOf, texts)}
        phone={{
          primaryText: nameOf,
          secondaryText,
          leftAvatar: (record) => phoneAvatar(image.of(record)),
        }}
        {...list}
      >
        {imageColumn(image.source, image.of, 'benefits.admin.noImage')}
        {children}
      </AdminListPage>
    </>
  );
}
