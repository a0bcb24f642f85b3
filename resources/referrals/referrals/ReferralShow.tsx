import { Alert, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { Title, useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import {
  type Referral,
  type ReferralStatus,
  referralWorkflow,
} from '../../../contracts/referrals/referrals';
import { ReferralStatusChip } from '../shared/ReferralStatusChip';
import { BackButton } from '../../shared/BackButton';
import { DocumentLink } from '../../shared/DocumentLink';
import { FactList } from '../../shared/FactList';
import { StatusHistory } from '../../shared/StatusHistory';
import { StatusMoves } from '../../shared/StatusMoves';
import { LoadingSkeleton } from '../../shared/LoadingSkeleton';
import { useFormatInstant } from '../../shared/dates';

const RESOURCE = 'referrals';

/** The referral's fields as label and value, in the sections of the form that sent them. */
function Facts({ title, facts }: { title: string; facts: [string, string][] }) {
  return (
    <FactList
      title={title}
      layout="rows"
      facts={facts.map(([field, value]) => ({
        label: `resources.referrals.fields.${field}`,
        value,
      }))}
    />
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
  const {
    data: referral,
    isPending,
    error,
    refetch,
  } = useGetOne<Referral>(RESOURCE, { id: Number(id) });
  const formatInstant = useFormatInstant();
  const statusName = (status: ReferralStatus) => translate(`referrals.status.${status}`);
  const yes = (value: boolean) => translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  return (
    <Stack component="main" spacing={2} sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960 }}>
      <Title title={translate('referrals.admin.detailTitle')} />
      <BackButton to="/BAF/Referrals" label="referrals.admin.back" />
      {isPending ? (
        <LoadingSkeleton height={320} label="referrals.loading" />
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
          <Card>
            <CardContent>
              <StatusMoves
                key={referral.status}
                resource={RESOURCE}
                record={referral}
                workflow={referralWorkflow}
                name={referral.candidateName}
                texts={{
                  title: 'referrals.admin.moves',
                  note: 'referrals.admin.note',
                  final: 'referrals.admin.final',
                  moved: 'referrals.admin.moved',
                  confirmFinal: 'referrals.admin.confirmFinal',
                  moveTo: (status) => translate(`referrals.admin.moveTo.${status}`),
                  status: statusName,
                }}
                noteMaxLength={500}
                reread={() => void refetch()}
              />
            </CardContent>
          </Card>
          <Card component="section" aria-label={translate('referrals.admin.history')}>
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                {translate('referrals.admin.history')}
              </Typography>
              <StatusHistory
                label="referrals.admin.history"
                entries={(referral.history ?? []).map((change) => ({
                  key: change.id,
                  primary: change.fromStatus
                    ? translate('referrals.admin.movedFromTo', {
                        from: statusName(change.fromStatus),
                        to: statusName(change.toStatus),
                      })
                    : translate('referrals.admin.received'),
                  details: [
                    formatInstant(change.changedAt, { time: true }),
                    change.changedBy?.fullName,
                    change.note,
                  ],
                }))}
              />
            </CardContent>
          </Card>
        </>
      )}
    </Stack>
  );
}
