import { Alert, AlertTitle, Stack } from '@mui/material';
import { useState } from 'react';
import { useGetOne, useTranslate } from 'react-admin';
import { shiftsOfSchedule } from '../../../contracts/schedule/schedule';
import type {
  CreatedScheduleRequest,
  EligibilityRecord,
  Requester,
  StatusRecord,
} from '../../../dataProviders/schedule/schedule';
import { RadioChoices } from '../../../resources/shared/RadioChoices';
import { SavedNotice } from '../../../resources/shared/SavedNotice';
import { LoadingSkeleton } from '../../../resources/shared/LoadingSkeleton';
import { ServiceFailure } from '../../../resources/shared/ServiceFailure';
import { CustomForm } from './CustomForm';
import { OfferedForm } from './OfferedForm';

/** What was sent: the request's number and, if its image was refused, why. */
function Sent({ answer, onAnother }: { answer: CreatedScheduleRequest; onAnother: () => void }) {
  const translate = useTranslate();
  return (
    <SavedNotice
      title={translate('schedule.form.sentTitle')}
      message={translate('schedule.form.sent', { id: answer.id })}
      details={
        answer.image === 'failed' && (
          <Alert severity="warning">
            {translate('schedule.form.imageFailed', { reason: answer.imageRefusal ?? '' })}
          </Alert>
        )
      }
      another={{ label: 'schedule.form.back', onClick: onAnother }}
    />
  );
}

/**
 * A new request, once the service says I may ask: a schedule offered or a custom week, each
 * compared with my current week before it is sent.
 */
export function ChangeRequestForm({ requester }: { requester: Requester }) {
  const translate = useTranslate();
  const [kind, setKind] = useState<'offered' | 'custom'>('offered');
  const [sent, setSent] = useState<CreatedScheduleRequest | null>(null);
  const eligibility = useGetOne<EligibilityRecord>('schedule-eligibility', { id: requester.badge });
  const status = useGetOne<StatusRecord>('schedule-status', { id: requester.badge });
  if (sent) return <Sent answer={sent} onAnother={() => setSent(null)} />;
  if (eligibility.isPending) return <LoadingSkeleton height={160} label="schedule.loading" />;
  if (eligibility.error || !eligibility.data)
    return <ServiceFailure error={eligibility.error} retry={() => void eligibility.refetch()} />;
  if (!eligibility.data.valid)
    return (
      <Alert severity="info" data-testid="may-not-request">
        <AlertTitle>{translate('schedule.form.mayNot')}</AlertTitle>
        {eligibility.data.message ??
          translate(`schedule.invalid.${eligibility.data.reason ?? 'inactive'}`)}
      </Alert>
    );
  const current = status.data?.schedule ? shiftsOfSchedule(status.data.schedule) : [];
  return (
    <Stack spacing={2}>
      <RadioChoices<'offered' | 'custom'>
        label="schedule.form.kind"
        value={kind}
        onChange={setKind}
        choices={[
          { id: 'offered', name: translate('schedule.form.offered') },
          { id: 'custom', name: translate('schedule.form.custom') },
        ]}
      />
      {kind === 'offered' ? (
        <OfferedForm requester={requester} current={current} onSent={setSent} />
      ) : (
        <CustomForm requester={requester} current={current} onSent={setSent} />
      )}
    </Stack>
  );
}
