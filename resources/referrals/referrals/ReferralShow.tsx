import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import {
  HttpError,
  Title,
  useGetOne,
  useLocaleState,
  useNotify,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { useParams } from 'react-router-dom';
import {
  isFinalStatus,
  type Referral,
  type ReferralStatus,
} from '../../../contracts/referrals/referrals';
import { ConfirmDialog } from '../../../src/components/ConfirmDialog';
import { ReferralStatusChip } from '../../../src/modules/referrals/ReferralStatusChip';
import { BackButton } from '../../shared/BackButton';
import { DocumentLink } from '../../shared/DocumentLink';

const RESOURCE = 'referrals';

/** The referral's fields as label and value, in the sections of the form that sent them. */
function Facts({ title, facts }: { title: string; facts: [string, string][] }) {
  const translate = useTranslate();
  return (
    <Box component="section" aria-label={translate(title)}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {translate(title)}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(8rem, 14rem) minmax(0, 1fr)' },
          columnGap: 2,
          m: 0,
          '& dt': { color: 'text.secondary', mt: 1 },
          '& dd': { m: 0, mt: { sm: 1 }, overflowWrap: 'anywhere' },
        }}
      >
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2">
              {translate(`resources.referrals.fields.${label}`)}
            </Typography>
            <Typography component="dd" variant="body2">
              {value || '—'}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** The status moves the workflow allows from here, with an optional note; final ones confirmed. */
function StatusMoves({ referral }: { referral: Referral }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState<ReferralStatus | null>(null);
  const [update, { isPending }] = useUpdate();

  const move = (status: ReferralStatus) => {
    setConfirming(null);
    void update(
      RESOURCE,
      { id: referral.id, data: { status, from: referral.status, note }, previousData: referral },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setNote('');
          notify('referrals.admin.moved', {
            type: 'success',
            messageArgs: { status: translate(`referrals.status.${status}`) },
          });
        },
        // The service's own words (a move someone else made first, a workflow refusal).
        onError: (error) =>
          notify(error instanceof HttpError ? error.message : 'ra.notification.http_error', {
            type: 'error',
          }),
      },
    );
  };

  if (referral.nextStatuses.length === 0) {
    return <Typography color="text.secondary">{translate('referrals.admin.final')}</Typography>;
  }
  return (
    <Stack spacing={2}>
      <TextField
        label={translate('referrals.admin.note')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 500 } }}
        fullWidth
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {referral.nextStatuses.map((status) => (
          <Button
            key={status}
            variant={status === 'not_hired' ? 'outlined' : 'contained'}
            color={status === 'not_hired' ? 'inherit' : 'primary'}
            disabled={isPending}
            onClick={() => (isFinalStatus(status) ? setConfirming(status) : move(status))}
          >
            {translate(`referrals.admin.moveTo.${status}`)}
          </Button>
        ))}
      </Stack>
      <ConfirmDialog
        open={confirming !== null}
        loading={isPending}
        content={translate('referrals.admin.confirmFinal', {
          name: referral.candidateName,
          status: confirming ? translate(`referrals.status.${confirming}`) : '',
        })}
        onClose={() => setConfirming(null)}
        onConfirm={() => confirming && move(confirming)}
      />
    </Stack>
  );
}

/** The referral's moves, oldest first: who moved it, when, and their note. */
function History({ referral }: { referral: Referral }) {
  const translate = useTranslate();
  const [locale = 'es'] = useLocaleState();
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <List disablePadding aria-label={translate('referrals.admin.history')}>
      {(referral.history ?? []).map((change) => (
        <ListItem key={change.id} disableGutters divider>
          <ListItemText
            primary={
              change.fromStatus
                ? translate('referrals.admin.movedFromTo', {
                    from: translate(`referrals.status.${change.fromStatus}`),
                    to: translate(`referrals.status.${change.toStatus}`),
                  })
                : translate('referrals.admin.received')
            }
            secondary={[
              when.format(new Date(change.changedAt)),
              change.changedBy?.fullName,
              change.note,
            ]
              .filter(Boolean)
              .join(' · ')}
            sx={{ overflowWrap: 'anywhere' }}
          />
        </ListItem>
      ))}
    </List>
  );
}

/**
 * `/BAF/Referrals/:id`: one referral for the programme's owners (GET /admin/referrals/{id}): its
 * fields, résumé and history, and the status moves allowed from where it is (PUT, with the status
 * the owner saw, so a move someone made meanwhile is refused rather than overwritten).
 */
export function ReferralShow() {
  const translate = useTranslate();
  const { id } = useParams();
  const { data: referral, isPending, error } = useGetOne<Referral>(RESOURCE, { id: Number(id) });
  const yes = (value: boolean) => translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  return (
    <Stack component="main" spacing={2} sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960 }}>
      <Title title={translate('referrals.admin.detailTitle')} />
      <BackButton to="/BAF/Referrals" label="referrals.admin.back" />
      {isPending ? (
        <Skeleton
          variant="rounded"
          height={320}
          aria-busy="true"
          aria-label={translate('referrals.loading')}
        />
      ) : error || !referral ? (
        <Alert severity="warning">{translate('referrals.admin.notFound')}</Alert>
      ) : (
        <>
          <Card>
            <CardContent>
              <Stack
                direction="row"
                spacing={2}
                useFlexGap
                sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}
              >
                <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                  {referral.candidateName}
                </Typography>
                <ReferralStatusChip status={referral.status} />
              </Stack>
              <Stack spacing={2}>
                <Facts
                  title="referrals.form.candidate"
                  facts={[
                    ['identificationNumber', referral.identificationNumber],
                    ['firstName', referral.firstName],
                    ['secondName', referral.secondName],
                    ['lastName', referral.lastName],
                    ['secondLastName', referral.secondLastName],
                  ]}
                />
                <Facts
                  title="referrals.form.contact"
                  facts={[
                    ['phone', referral.phone],
                    ['personalPhone', referral.personalPhone],
                    ['candidateEmail', referral.candidateEmail],
                    ['personalEmail', referral.personalEmail],
                  ]}
                />
                <Facts
                  title="referrals.form.profile"
                  facts={[
                    [
                      'englishLevel',
                      translate(`referrals.englishLevel.${referral.englishLevel}`, {
                        _: referral.englishLevel,
                      }),
                    ],
                    [
                      'academicGrade',
                      translate(`referrals.academicGrade.${referral.academicGrade}`),
                    ],
                    ['candidateProfile', referral.candidateProfile],
                    ['othersDetails', referral.othersDetails],
                    ['isExternalreference', yes(referral.isExternalreference)],
                  ]}
                />
                <Facts
                  title="referrals.form.position"
                  facts={[
                    ['positionTitle', `${referral.positionCategory} · ${referral.positionTitle}`],
                    ['locationName', referral.locationName],
                    ['workType', translate(`referrals.workType.${referral.workType}`)],
                    [
                      'paymentMethod',
                      translate(`referrals.paymentMethod.${referral.paymentMethod}`),
                    ],
                    ['promotionalCode', referral.promotionalCode],
                    ['referrer', `${referral.referrer.fullName} (${referral.referrer.badge})`],
                  ]}
                />
                <Box>
                  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                    {translate('resources.referrals.fields.resume')}
                  </Typography>
                  {referral.resumeUrl ? (
                    <DocumentLink
                      url={referral.resumeUrl}
                      name={referral.resume?.name ?? translate('referrals.admin.resume')}
                    />
                  ) : (
                    <Typography color="text.secondary">
                      {translate('referrals.admin.noResume')}
                    </Typography>
                  )}
                </Box>
              </Stack>
            </CardContent>
          </Card>
          <Card component="section" aria-label={translate('referrals.admin.moves')}>
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                {translate('referrals.admin.moves')}
              </Typography>
              <StatusMoves key={referral.status} referral={referral} />
            </CardContent>
          </Card>
          <Card component="section" aria-label={translate('referrals.admin.history')}>
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                {translate('referrals.admin.history')}
              </Typography>
              <History referral={referral} />
            </CardContent>
          </Card>
        </>
      )}
    </Stack>
  );
}
