import { Skeleton, Stack } from '@mui/material';
import { Suspense } from 'react';
import {
  BooleanInput,
  DateTimeInput,
  ImageField,
  ImageInput,
  SaveButton,
  TextInput,
  Toolbar,
  useNotify,
  useTranslate,
} from 'react-admin';
import { mixed, object } from 'yup';
import { newsFields } from '../../contracts/messages';
import { LazyRichTextEditor } from '../../src/components/richText';
import { translatedResolver } from '../homeMessageResolver';

const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const IMAGE_TYPES = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp'],
};

/** The contract's news rules; the picture is a chosen file until the adapter uploads it. */
export const newsResolver = translatedResolver(
  object({ ...newsFields, image: mixed().nullable() }),
  {
    instant: 'news.validation.instant',
    afterFrom: 'news.validation.afterFrom',
    imageUrl: 'news.validation.imageUrl',
  },
);

/** Save only: news are hidden (not visible), never deleted, so their audit trail stays whole. */
export function NewsToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}

/** A stored picture (its URL) as the image input's preview value. */
const asPreview = (value: unknown) =>
  typeof value === 'string' && value ? { src: value, title: '' } : value;
/** The date-time input's local value as the ISO instant the contract takes. */
const toInstant = (value: string) => (value ? new Date(value).toISOString() : null);

/** The inputs of a news item, shared by the create and edit pages. */
export function NewsInputs() {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 900 }}>
      <TextInput source="title" resource="news" fullWidth />
      <ImageInput
        source="image"
        resource="news"
        accept={IMAGE_TYPES}
        maxSize={MAX_IMAGE_BYTES}
        format={asPreview}
        placeholder={<p>{translate('news.form.imagePlaceholder')}</p>}
        helperText={translate('news.form.imageHelp')}
        options={{
          onDropRejected: () => notify('news.form.imageRejected', { type: 'warning' }),
        }}
      >
        <ImageField source="src" title="title" />
      </ImageInput>
      <Suspense
        fallback={
          <Skeleton
            variant="rounded"
            height={260}
            aria-label={translate('news.form.loadingEditor')}
          />
        }
      >
        <LazyRichTextEditor source="body" resource="news" fullWidth />
      </Suspense>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
        <DateTimeInput
          source="publishFrom"
          resource="news"
          parse={toInstant}
          helperText={translate('news.form.publishFromHelp')}
        />
        <DateTimeInput
          source="publishTo"
          resource="news"
          parse={toInstant}
          helperText={translate('news.form.publishToHelp')}
        />
      </Stack>
      <BooleanInput
        source="active"
        resource="news"
        helperText={translate('news.form.activeHelp')}
      />
    </Stack>
  );
}
