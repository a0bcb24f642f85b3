import { Skeleton, Stack, Typography } from '@mui/material';
import { Suspense } from 'react';
import {
  BooleanInput,
  DateInput,
  ImageField,
  ImageInput,
  TextInput,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { calendarDay, newsletterStatus, type NewsletterStatus } from '../../contracts/newsletters';
import { LazyRichTextEditor } from '../../src/components/richText';
import { NewsletterStatusChip } from './NewsletterStatusChip';

const MAX_COVER_BYTES = 5 * 1024 * 1024;
const COVER_TYPES = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp'],
};
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The status the newsletter will have once saved, as the owner edits it. */
function StatusPreview() {
  const translate = useTranslate();
  const [published, startDate, endDate] = useWatch({
    name: ['published', 'startDate', 'endDate'],
  }) as [boolean | undefined, string | undefined, string | undefined];
  const status: NewsletterStatus | null =
    ISO_DAY.test(startDate ?? '') && ISO_DAY.test(endDate ?? '')
      ? newsletterStatus(
          { published: Boolean(published), startDate: startDate!, endDate: endDate! },
          calendarDay(),
        )
      : null;
  return (
    <Stack direction="row" spacing={1} alignItems="center" role="status" aria-live="polite">
      <Typography variant="body2" color="text.secondary">
        {translate('newsletters.form.statusLabel')}:
      </Typography>
      {status && <NewsletterStatusChip status={status} data-testid="newsletter-status" />}
    </Stack>
  );
}

/** The inputs of a newsletter, shared by the create and edit pages. */
export function NewsletterInputs() {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 900 }}>
      <TextInput source="title" fullWidth />
      <TextInput source="summary" multiline minRows={2} fullWidth />
      <ImageInput
        source="cover"
        accept={COVER_TYPES}
        maxSize={MAX_COVER_BYTES}
        placeholder={<p>{translate('newsletters.form.coverPlaceholder')}</p>}
        helperText={translate('newsletters.form.coverHelp')}
        inputProps={{ 'aria-label': translate('resources.newsletters.fields.cover') }}
        options={{
          onDropRejected: () => notify('newsletters.form.coverRejected', { type: 'warning' }),
        }}
      >
        <ImageField source="src" title="title" />
      </ImageInput>
      <Suspense
        fallback={
          <Skeleton
            variant="rounded"
            height={260}
            aria-label={translate('newsletters.form.loadingEditor')}
          />
        }
      >
        <LazyRichTextEditor source="body" fullWidth />
      </Suspense>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
        <DateInput source="startDate" />
        <DateInput source="endDate" />
      </Stack>
      <BooleanInput source="published" helperText={translate('newsletters.form.publishedHelp')} />
      <StatusPreview />
    </Stack>
  );
}
