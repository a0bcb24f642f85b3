import EmojiEvents from '@mui/icons-material/EmojiEvents';
import { Avatar, List, ListItem, ListItemAvatar, ListItemText } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import type { GoldenReferrerRecord } from '../../../../dataProviders/home/messages';
import { SectionCard } from '../../../../resources/shared/SectionCard';

/** Gold, silver and bronze for the first three places. */
const MEDALS = ['#c9a227', '#9e9e9e', '#a0522d'];

/** The golden referrers of /Inicio (GET /api/Raft/GetGoldenReferresList). */
export function GoldenReferrersSection({ size = 5 }: { size?: number }) {
  const translate = useTranslate();
  const { data, isPending, error } = useGetList<GoldenReferrerRecord>('golden-referrers', {
    pagination: { page: 1, perPage: size },
    sort: { field: 'hiredReferrals', order: 'DESC' },
  });
  return (
    <SectionCard
      title="resources.golden-referrers.name"
      isPending={isPending}
      error={error}
      isEmpty={(data ?? []).length === 0}
      emptyText="resources.golden-referrers.empty"
    >
      <List component="ol" dense disablePadding>
        {(data ?? []).map((referrer, index) => (
          <ListItem key={referrer.id} disableGutters component="li">
            <ListItemAvatar>
              <Avatar
                sx={{ bgcolor: MEDALS[index] ?? 'primary.main' }}
                role="img"
                aria-label={translate('resources.golden-referrers.rank', { rank: index + 1 })}
              >
                {index < MEDALS.length ? <EmojiEvents /> : index + 1}
              </Avatar>
            </ListItemAvatar>
            <ListItemText
              primary={referrer.fullName}
              secondary={translate('resources.golden-referrers.hired', {
                smart_count: referrer.hiredReferrals,
              })}
            />
          </ListItem>
        ))}
      </List>
    </SectionCard>
  );
}
