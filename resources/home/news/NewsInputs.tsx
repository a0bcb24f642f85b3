import { Stack } from '@mui/material';
import { BooleanInput, TextInput, useTranslate } from 'react-admin';
import { mixed, object } from 'yup';
import { newsFields } from '../../../contracts/home/messages';
import { contractResolver } from '../../shared/contractResolver';
import { DateTimeInput } from '../../shared/DateInput';
import { ImageUploadInput } from '../../shared/ImageUploadInput';
import { RichTextBodyInput } from '../../shared/RichTextBodyInput';
import { SideBySideInputs } from '../../shared/SideBySideInputs';

/** The contract's news rules; the picture is a chosen file until the adapter uploads it. */
export const newsResolver = contractResolver(object({ ...newsFields, image: mixed().nullable() }), {
  messages: {
    instant: 'news.validation.instant',
    afterFrom: 'news.validation.afterFrom',
    imageUrl: 'news.validation.imageUrl',
  },
});

/** The inputs of a news item, the same to publish and to edit. */
export function NewsInputs() {
  const translate = useTranslate();
  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 900 }}>
      <TextInput source="title" resource="news" fullWidth />
      <ImageUploadInput
        source="image"
        resource="news"
        placeholder="news.form.imagePlaceholder"
        rejectedSeverity="warning"
      />
      <RichTextBodyInput resource="news" loadingLabel={translate('news.form.loadingEditor')} />
      <SideBySideInputs>
        <DateTimeInput
          source="publishFrom"
          resource="news"
          instant
          helperText={translate('news.form.publishFromHelp')}
        />
        <DateTimeInput
          source="publishTo"
          resource="news"
          instant
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
