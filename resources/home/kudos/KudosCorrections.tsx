import EditIcon from '@mui/icons-material/Edit';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardHeader,
  List,
  ListItem,
  ListItemText,
  Stack,
} from '@mui/material';
import { type RaRecord, useBasename, useGetList, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { HomeMessage } from '../../../contracts/home/messages';
import { KudosStatusChip } from './KudosStatusChip';

type KudosRecord = HomeMessage & RaRecord;

/**
 * The caller's kudos sent back for correction (GET /HomeMessage/GetKudosCorrections), each with
 * its reason and a link to its edit form; nothing when there are none.
 */
export function KudosCorrections() {
  const translate = useTranslate();
  const basename = useBasename();
  const { data, error } = useGetList<KudosRecord>('kudos', {
    filter: { scope: 'corrections' },
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'updatedAt', order: 'DESC' },
  });
  if (error) return <Alert severity="warning">{translate('components.section.error')}</Alert>;
  if (!data || data.length === 0) return null;
  return (
    <Card component="section" aria-labelledby="kudos-corrections-title">
      <CardHeader
        title={translate('kudos.corrections.title')}
        slotProps={{ title: { component: 'h2', variant: 'h6', id: 'kudos-corrections-title' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <List disablePadding>
          {data.map((kudos) => (
            <ListItem
              key={kudos.id}
              divider
              disableGutters
              sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
            >
              <ListItemText
                sx={{ flex: '1 1 320px' }}
                primary={`“${kudos.message ?? ''}”`}
                secondary={
                  <Stack component="span" spacing={0.5} sx={{ display: 'flex' }}>
                    <span>
                      {translate('kudos.corrections.to', {
                        names: kudos.recipients.map((r) => r.fullName).join(', '),
                      })}
                    </span>
                    {kudos.correctionReason && (
                      <span>
                        {translate('kudos.corrections.reason', {
                          reason: kudos.correctionReason,
                        })}
                      </span>
                    )}
                  </Stack>
                }
              />
              <Stack direction="row" spacing={1} alignItems="center">
                <KudosStatusChip status={kudos.status} />
                <Button
                  component={Link}
                  to={`${basename}/Kudos/Form/${kudos.id}`}
                  size="small"
                  variant="outlined"
                  startIcon={<EditIcon />}
                >
                  {translate('kudos.corrections.edit')}
                </Button>
              </Stack>
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
