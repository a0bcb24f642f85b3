import { Alert, AlertTitle, Button, Skeleton, Stack } from '@mui/material';
import {
  type RaRecord,
  Title,
  useBasename,
  useGetIdentity,
  useGetOne,
  useNotify,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { HomeMessage } from '../../../contracts/home/messages';
import { KudosFormCard } from './KudosFormCard';

type KudosRecord = HomeMessage & RaRecord;

/** Why the caller may not edit this kudos, if they may not (the service would answer 403/409). */
function denial(kudos: KudosRecord, badge: string): string | null {
  if (kudos.author.badge !== badge) return 'kudos.denied.notAuthor';
  if (kudos.status === 'published') return 'kudos.denied.published';
  return null;
}

/**
 * `/Kudos/Form/:id`: its author corrects a kudos sent back for correction (PUT /HomeMessage).
 * Anyone else, or a published kudos, gets a friendly message instead of the form: the portal
 * checks first, because a 403 from the main API would end the session.
 */
export function KudosEdit() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const basename = useBasename();
  const { identity, isPending: identityPending } = useGetIdentity();
  const {
    data: kudos,
    isPending,
    error,
  } = useGetOne<KudosRecord>(
    'kudos',
    { id: Number(id) },
    // A kudos that is not the caller's to see answers 404 at once: no point in asking again.
  );
  const [update] = useUpdate();
  const back = (
    <Button component={Link} to={`${basename}/Kudos/Form`} variant="outlined" size="small">
      {translate('kudos.denied.back')}
    </Button>
  );

  let content;
  if (isPending || identityPending) {
    content = (
      <Skeleton variant="rounded" height={320} aria-label={translate('kudos.form.loading')} />
    );
  } else if (error || !kudos) {
    content = (
      <Alert severity="info" action={back}>
        {translate('kudos.denied.notFound')}
      </Alert>
    );
  } else {
    const reason = denial(kudos, String(identity?.id ?? ''));
    content = reason ? (
      <Alert severity="info" action={back}>
        {translate(reason)}
      </Alert>
    ) : (
      <KudosFormCard
        title="kudos.form.editTitle"
        record={{
          recipients: kudos.recipients.map((r) => r.badge),
          category: kudos.category ?? undefined,
          message: kudos.message ?? '',
        }}
        submitLabel="kudos.form.resubmit"
        onSave={async (values) => {
          await update(
            'kudos',
            { id: kudos.id, data: values, previousData: kudos },
            { mutationMode: 'pessimistic', returnPromise: true },
          );
          notify('kudos.form.corrected', { type: 'success' });
          navigate(`${basename}/Kudos/Form`);
        }}
      >
        {kudos.correctionReason && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            <AlertTitle>{translate('kudos.form.reasonTitle')}</AlertTitle>
            {kudos.correctionReason}
          </Alert>
        )}
      </KudosFormCard>
    );
  }
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('kudos.form.editTitle')} />
      {content}
    </Stack>
  );
}
