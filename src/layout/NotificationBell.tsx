import DeleteIcon from '@mui/icons-material/Delete';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import NotificationsIcon from '@mui/icons-material/Notifications';
import SettingsIcon from '@mui/icons-material/Settings';
import {
  Alert,
  Badge,
  Box,
  Button,
  CircularProgress,
  Divider,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Popover,
  Tooltip,
  Typography,
} from '@mui/material';
import { lazy, useId, useState } from 'react';
import {
  type DataProvider,
  useBasename,
  useDataProvider,
  useGetIdentity,
  useGetList,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { NotificationCalls, NotificationRecord } from '../../dataProviders/notifications';
import { NOTICE_PREFERENCES_PATH } from '../../resources/home/shared/paths';
import { MountWhenOpened } from '../../resources/shared/MountWhenOpened';
import { useFormatInstant } from '../../resources/shared/dates';

const ConfirmDialog = lazy(() =>
  import('../../resources/shared/ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })),
);

/** How often the bell asks for new notifications (it also asks when the window regains focus). */
export const NOTIFICATION_POLL_MS = 60_000;
const PAGE_SIZE = 20;

/**
 * The top bar's notification bell: the unread count as a badge, the
 * latest notifications in a popover; opening one marks it read and follows its link; one or all
 * can be deleted (all after a confirmation).
 */
export function NotificationBell() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const basename = useBasename();
  const dataProvider = useDataProvider<DataProvider & NotificationCalls>();
  const popoverId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirmAll, setConfirmAll] = useState(false);
  const [busy, setBusy] = useState(false);
  // Only once signed in: the shell may render for a moment before the sign-in redirect.
  const { identity } = useGetIdentity();
  const { data, meta, isPending, error, refetch } = useGetList<NotificationRecord>(
    'notifications',
    { pagination: { page: 1, perPage: PAGE_SIZE }, sort: { field: 'createdAt', order: 'DESC' } },
    {
      enabled: identity !== undefined,
      refetchInterval: NOTIFICATION_POLL_MS,
      refetchOnWindowFocus: true,
    },
  );
  const items = data ?? [];
  const unread = Number((meta as { unread?: number } | undefined)?.unread ?? 0);
  const label =
    unread > 0
      ? translate('notifications.withUnread', { smart_count: unread })
      : translate('notifications.label');
  const formatInstant = useFormatInstant();
  const when = (iso: string) => formatInstant(iso, { time: true });

  const run = async (work: () => Promise<unknown>, done?: string) => {
    setBusy(true);
    try {
      await work();
      if (done) notify(done, { type: 'success' });
    } catch (failure) {
      notify((failure as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
      void refetch();
    }
  };

  const open = (item: NotificationRecord) =>
    run(async () => {
      if (!item.read) await dataProvider.markRead('notifications', { id: item.id });
      if (item.link) {
        setAnchor(null);
        navigate(`${basename}${item.link}`);
      }
    });

  const remove = (item: NotificationRecord) =>
    run(
      () => dataProvider.delete('notifications', { id: item.id, previousData: item }),
      'notifications.deleted',
    );

  const removeAll = () =>
    run(async () => {
      await dataProvider.deleteAll('notifications');
      setConfirmAll(false);
    }, 'notifications.allDeleted');

  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="true"
          aria-controls={anchor ? popoverId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Badge badgeContent={unread} color="error" max={99} data-testid="notification-count">
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        id={popoverId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': translate('notifications.title'),
            sx: { width: { xs: 'calc(100vw - 16px)', sm: 380 }, maxHeight: '70vh' },
          },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, gap: 1 }}>
          <Typography component="h2" variant="subtitle1" sx={{ flex: 1 }}>
            {translate('notifications.title')}
          </Typography>
          {busy && <CircularProgress size={18} aria-label={translate('notifications.loading')} />}
          <Tooltip title={translate('notifications.preferences.open')}>
            <IconButton
              size="small"
              aria-label={translate('notifications.preferences.open')}
              onClick={() => {
                setAnchor(null);
                navigate(`${basename}${NOTICE_PREFERENCES_PATH}`);
              }}
            >
              <SettingsIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Button
            size="small"
            startIcon={<DeleteSweepIcon />}
            disabled={items.length === 0 || busy}
            onClick={() => setConfirmAll(true)}
          >
            {translate('notifications.deleteAll')}
          </Button>
        </Box>
        <Divider />
        {isPending ? (
          <Box
            sx={{ display: 'flex', justifyContent: 'center', p: 3 }}
            aria-busy="true"
            aria-label={translate('notifications.loading')}
          >
            <CircularProgress size={24} />
          </Box>
        ) : error ? (
          <Alert severity="warning" sx={{ m: 2 }}>
            {translate('notifications.error')}
          </Alert>
        ) : items.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {translate('notifications.empty')}
          </Typography>
        ) : (
          <List dense disablePadding aria-label={translate('notifications.title')}>
            {items.map((item) => (
              <ListItem
                key={item.id}
                disablePadding
                divider
                secondaryAction={
                  <IconButton
                    edge="end"
                    size="small"
                    aria-label={translate('notifications.delete', { title: item.title })}
                    disabled={busy}
                    onClick={() => remove(item)}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                }
              >
                <ListItemButton
                  onClick={() => open(item)}
                  disabled={busy}
                  sx={{ alignItems: 'flex-start', pr: 6 }}
                >
                  <ListItemText
                    primary={
                      <>
                        {!item.read && (
                          <Box
                            component="span"
                            sx={{
                              display: 'inline-block',
                              width: 8,
                              height: 8,
                              borderRadius: '50%',
                              bgcolor: 'error.main',
                              mr: 1,
                              verticalAlign: 'middle',
                            }}
                            role="img"
                            aria-label={translate('notifications.unread')}
                          />
                        )}
                        <Box component="span" sx={{ fontWeight: item.read ? 400 : 700 }}>
                          {item.title}
                        </Box>
                      </>
                    }
                    secondary={
                      <>
                        <Box component="span" sx={{ display: 'block' }}>
                          {item.body}
                        </Box>
                        <Box component="span" sx={{ display: 'block', fontSize: 12 }}>
                          {when(item.createdAt)}
                        </Box>
                      </>
                    }
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </Popover>
      <MountWhenOpened open={confirmAll}>
        <ConfirmDialog
          open={confirmAll}
          content={translate('notifications.confirmDeleteAll')}
          loading={busy}
          onClose={() => setConfirmAll(false)}
          onConfirm={() => void removeAll()}
        />
      </MountWhenOpened>
    </>
  );
}
