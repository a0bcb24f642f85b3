import { List, ListItem, ListItemText, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MyReferral } from '../../../contracts/referrals/referrals';
import { DocumentLink } from '../../../resources/shared/DocumentLink';
import { useReferralDay } from '../../../resources/referrals/shared/referralDates';
import { ReferralStatusChip } from '../../../resources/referrals/shared/ReferralStatusChip';

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
        <ListItem
          key={referral.id}
          divider
          disableGutters
          aria-label={referral.candidateName}
          sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, alignItems: 'flex-start' }}
        >
          <ListItemText
            primary={referral.candidateName}
            secondary={
              <>
                {`${referral.position} · ${referral.location}`}
                <br />
                {translate('referrals.mine.sentOn', { day: day(referral.createdAt) })}
              </>
            }
            sx={{ minWidth: 0, flex: '1 1 12rem', overflowWrap: 'anywhere' }}
          />
          <Stack alignItems="flex-end" spacing={0.5} sx={{ ml: 'auto' }}>
            <ReferralStatusChip status={referral.status} />
            {resumes && referral.resumeUrl && (
              <DocumentLink
                url={referral.resumeUrl}
                name={translate('referrals.mine.resume', { name: referral.candidateName })}
              />
            )}
          </Stack>
        </ListItem>
      ))}
    </List>
  );
}
