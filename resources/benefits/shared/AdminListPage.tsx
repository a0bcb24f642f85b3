import { Avatar, Box, Stack, Typography } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import { type RaRecord, SearchInput, useTranslate } from 'react-admin';
import { csvExporter } from '../../shared/csv';
import { ListActions } from '../../shared/ListActions';
import { ListCreateButton } from '../../shared/ListCreateButton';
import { ResponsiveList } from '../../shared/ResponsiveList';
import { RowEditButton } from '../../shared/RowEditButton';
import { BenefitsAdminMenu } from './BenefitsAdminMenu';
import { BenefitsDeleteButton } from './BenefitsDeleteButton';

interface AdminListPageProps<T extends RaRecord> {
  resource: string;
  /** i18n key of the title. */
  title: string;
  /** The create and edit form's path (`{formPath}/{id}` edits). */
  formPath: string;
  nameOf: (record: T) => string;
  imageOf?: (record: T) => string | null;
  secondaryText?: (record: T) => ReactNode;
  csv: (record: T) => Record<string, unknown>;
  sort: { field: string; order: 'ASC' | 'DESC' };
  filters?: ReactElement[];
  /** The delete question's i18n key (receives `name`). */
  deleteQuestion?: string;
  /** More row buttons before edit and delete. */
  extraActions?: (record: T) => ReactNode;
  children: ReactNode;
}

/** A Benefits admin list: search, sort, pagination, CSV export, edit and delete with a question. */
export function AdminListPage<T extends RaRecord>({
  resource,
  title,
  formPath,
  nameOf,
  imageOf,
  secondaryText,
  csv,
  sort,
  filters = [],
  deleteQuestion,
  extraActions,
  children,
}: AdminListPageProps<T>) {
  const translate = useTranslate();
  const create = { label: 'benefits.admin.create', to: formPath };
  const actions = (record: T) => (
    <Stack direction="row" spacing={0.5}>
      {extraActions?.(record)}
      <RowEditButton
        label={translate('benefits.admin.edit', { name: nameOf(record) })}
        to={`${formPath}/${record.id}`}
      />
      <BenefitsDeleteButton<T> resource={resource} nameOf={nameOf} question={deleteQuestion} />
    </Stack>
  );
  return (
    <>
      <BenefitsAdminMenu />
      <ResponsiveList<T>
        resource={resource}
        title={translate(title)}
        filters={[<SearchInput key="q" source="q" alwaysOn />, ...filters]}
        sort={sort}
        exporter={csvExporter<T>(resource, csv)}
        actions={<ListActions create={create} />}
        empty={
          <Box sx={{ textAlign: 'center', p: 4 }}>
            <Typography color="text.secondary" gutterBottom>
              {translate('benefits.admin.empty')}
            </Typography>
            <ListCreateButton {...create} />
          </Box>
        }
        phone={{
          primaryText: nameOf,
          secondaryText,
          leftAvatar: imageOf
            ? (record) => <Avatar variant="rounded" src={imageOf(record) ?? undefined} alt="" />
            : undefined,
        }}
        rowActions={actions}
      >
        {children}
      </ResponsiveList>
    </>
  );
}

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
