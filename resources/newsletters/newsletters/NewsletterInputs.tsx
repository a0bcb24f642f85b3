import { Stack, Typography } from '@mui/material';
import { BooleanInput, TextInput, useTranslate } from 'react-admin';
import { DateInput } from '../../shared/DateInput';
import { useWatch } from 'react-hook-form';
import {
  NEWSLETTER_TESTS,
  newsletterBody,
  newsletterStatus,
  type NewsletterStatus,
} from '../../../contracts/newsletters/newsletters';
import { calendarDay } from '../../../contracts/calendar';
import { contractResolver } from '../../shared/contractResolver';
import { ImageUploadInput } from '../../shared/ImageUploadInput';
import { RichTextBodyInput } from '../../shared/RichTextBodyInput';
import { SideBySideInputs } from '../../shared/SideBySideInputs';
import { NewsletterStatusChip } from './NewsletterStatusChip';

/** The service's own contract (the cover is uploaded, not typed), its own rules in the portal's words. */
export const newsletterResolver = contractResolver(
  newsletterBody.pick(['title', 'summary', 'body', 'startDate', 'endDate', 'published']),
  {
    messages: {
      [NEWSLETTER_TESTS.isoDate]: 'newsletters.validation.date',
      [NEWSLETTER_TESTS.notBeforeStart]: 'newsletters.validation.endBeforeStart',
      [NEWSLETTER_TESTS.hasContent]: 'newsletters.validation.bodyEmpty',
    },
  },
);

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
  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 900 }}>
      <TextInput source="title" fullWidth />
      <TextInput source="summary" multiline minRows={2} fullWidth />
      <ImageUploadInput
        source="cover"
        placeholder="newsletters.form.coverPlaceholder"
        rejectedSeverity="warning"
      />
      <RichTextBodyInput loadingLabel={translate('newsletters.form.loadingEditor')} />
      <SideBySideInputs>
        <DateInput source="startDate" />
        <DateInput source="endDate" />
      </SideBySideInputs>
      <BooleanInput source="published" helperText={translate('newsletters.form.publishedHelp')} />
      <StatusPreview />
    </Stack>
  );
}
