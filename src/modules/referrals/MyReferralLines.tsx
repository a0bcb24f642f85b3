import { List, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MyReferral } from '../../../contracts/referrals/referrals';
import { DocumentLink } from '../../../resources/shared/DocumentLink';
import { useReferralDay } from '../../../resources/referrals/shared/referralDates';
import { ReferralStatusChip } from '../../../resources/referrals/shared/ReferralStatusChip';
import { RecordLine } from '../../../resources/shared/RecordLine';

/**
 * The caller's referrals, one line each: the candidate, the position and site, the day it was
 * sent and its status; with `resumes`, the résumé sent with it.
 */
export function MyReferralLines({
  referrals,
  resumes = false,
}: {
  referrals: readonly MyReferral[];
  resumes?: boolean;
}) {
  const translate = useTranslate();
  const day = useReferralDay();
  return (
    <List disablePadding aria-label={translate('referrals.mine.title')}>
      {referrals.map((referral) => (
        <RecordLine
          key={referral.id}
          name={referral.candidateName}
          primary={referral.candidateName}
          secondary={
            <>
              {`${referral.position} · ${referral.location}`}
              <br />
              {translate('referrals.mine.sentOn', { day: day(referral.createdAt) })}
            </>
          }
          basis="12rem"
          alignTop
        >
          <Stack alignItems="flex-end" spacing={0.5} sx={{ ml: 'auto' }}>
            <ReferralStatusChip status={referral.status} />
            {resumes && referral.resumeUrl && (
              <DocumentLink
                url={referral.resumeUrl}
                name={translate('referrals.mine.resume', { name: referral.candidateName })}
              />
            )}
          </Stack>
        </RecordLine>
      ))}
    </List>
  );
}
