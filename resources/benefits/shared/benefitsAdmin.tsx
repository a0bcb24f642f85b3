import { Avatar, Typography } from '@mui/material';
import { type RaRecord, useTranslate } from 'react-admin';
import { BENEFIT_TESTS } from '../../../contracts/benefits/benefits';
import { rowsEditedAt, type RowTexts } from '../../shared/AdminListPage';
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

/** An image of a Benefits form: the help and the refusal in the module's words. */
export const BENEFIT_IMAGE = {
  helperText: 'benefits.admin.imageHelp',
  rejectedNotice: 'benefits.admin.imageRejected',
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

/** A Benefits admin form's menu, way back, notices, breadcrumb name and delete button. */
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
    notices: { created: 'benefits.admin.created', saved: 'benefits.admin.saved' },
    deleteTexts: texts,
  };
}

/** A list row's picture on phones (decorative: the row names the record). */
export const phoneAvatar = (src: string | null) => (
  <Avatar variant="rounded" src={src ?? undefined} alt="" />
);

/** A list cell's thumbnail (decorative: the row names the record). */
export function Thumbnail({ src }: { src: string | null }) {
  const translate = useTranslate();
  return src ? (
    <Avatar variant="rounded" src={src} alt="" sx={{ width: 48, height: 48 }} />
  ) : (
    <Typography variant="caption" color="text.secondary">
      {translate('benefits.admin.noImage')}
    </Typography>
  );
}
