import { Stack } from '@mui/material';
import { BooleanInput, DateTimeInput, TextInput, useTranslate } from 'react-admin';
import { mixed, object } from 'yup';
import { newsFields } from '../../../contracts/home/messages';
import { translatedResolver } from '../shared/homeMessageResolver';
import { ImageUploadInput } from '../../shared/ImageUploadInput';
import { RichTextBodyInput } from '../../shared/RichTextBodyInput';
import { SideBySideInputs } from '../../shared/SideBySideInputs';

/** The contract's news rules; the picture is a chosen file until the adapter uploads it. */
export const newsResolver = translatedResolver(
  object({ ...newsFields, image: mixed().nullable() }),
  {
    instant: 'news.validation.instant',
    afterFrom: 'news.validation.afterFrom',
    imageUrl: 'news.validation.imageUrl',
  },
);

/** A stored picture (its URL) as the image input's preview value. */
const asPreview = (value: unknown) =>
  typeof value === 'string' && value ? { src: value, title: '' } : value;
/** The date-time input's local value as the ISO instant the contract takes. */
const toInstant = (value: string) => (value ? new Date(value).toISOString() : null);

/**
 * The inputs of a news item, shared by the create and edit pages. Those only save: news are
 * hidden (not visible), never deleted, so their audit trail stays whole.
 */
export function NewsInputs() {
  const translate = useTranslate();
  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 900 }}>
      <TextInput source="title" resource="news" fullWidth />
      <ImageUploadInput
        source="image"
        resource="news"
        format={asPreview}
        placeholder={<p>{translate('news.form.imagePlaceholder')}</p>}
        helperText={translate('news.form.imageHelp')}
        rejectedNotice="news.form.imageRejected"
        rejectedSeverity="warning"
      />
      <RichTextBodyInput resource="news" loadingLabel={translate('news.form.loadingEditor')} />
      <SideBySideInputs>
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
      </SideBySideInputs>
      <BooleanInput
        source="active"
        resource="news"
        helperText={translate('news.form.activeHelp')}
      />
    </Stack>
  );
}
