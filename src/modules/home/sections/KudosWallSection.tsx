import Favorite from '@mui/icons-material/Favorite';
import {
  Avatar,
  Box,
  Button,
  Chip,
  List,
  ListItem,
  ListItemAvatar,
  Stack,
  Typography,
} from '@mui/material';
import { type RaRecord, useBasename, useGetList, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { HomeMessage } from '../../../../contracts/home/messages';
import { SectionCard } from '../../../../resources/shared/SectionCard';
import { initials, useDateFormat } from './homeMessageHelpers';

type KudosRecord = HomeMessage & RaRecord;

/** One kudos: sender → recipients, the value recognised and the message (plain text). */
export function KudosItem({ kudos }: { kudos: KudosRecord }) {
  const translate = useTranslate();
  const formatDate = useDateFormat();
  const recipients = kudos.recipients.map((r) => r.fullName).join(', ');
  return (
    <ListItem alignItems="flex-start" disableGutters component="li">
      <ListItemAvatar>
        <Avatar sx={{ bgcolor: 'secondary.main' }} aria-hidden="true">
          {initials(kudos.author.fullName)}
        </Avatar>
      </ListItemAvatar>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="subtitle2" component="p">
          {kudos.author.fullName}{' '}
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
            {translate('kudos.wall.to')}
          </Box>{' '}
          {recipients}
        </Typography>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ my: 0.5 }} useFlexGap>
          {kudos.category && (
            <Chip
              size="small"
              color="primary"
              variant="outlined"
              label={translate(`kudos.categories.${kudos.category}`)}
            />
          )}
          <Typography variant="caption" color="text.secondary">
            {formatDate(kudos.publishFrom)}
          </Typography>
        </Stack>
        {/* Plain text: React escapes it; kudos never carry HTML. */}
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {kudos.message}
        </Typography>
      </Box>
    </ListItem>
  );
}

/** The kudos wall of /Inicio: the latest kudos and a button to send one. */
export function KudosWallSection({ perPage = 6 }: { perPage?: number }) {
  const translate = useTranslate();
  const basename = useBasename();
  const { data, isPending, error } = useGetList<KudosRecord>('kudos', {
    pagination: { page: 1, perPage },
    sort: { field: 'publishFrom', order: 'DESC' },
  });
  return (
    <SectionCard
      title="kudos.wall.title"
      isPending={isPending}
      error={error}
      isEmpty={(data ?? []).length === 0}
      emptyText="kudos.wall.empty"
      action={
        <Button
          component={Link}
          to={`${basename}/Kudos/Form`}
          variant="contained"
          size="small"
          startIcon={<Favorite />}
        >
          {translate('kudos.wall.send')}
        </Button>
      }
    >
      <List disablePadding aria-label={translate('kudos.wall.title')}>
        {(data ?? []).map((kudos) => (
          <KudosItem key={kudos.id} kudos={kudos} />
        ))}
      </List>
    </SectionCard>
  );
}
