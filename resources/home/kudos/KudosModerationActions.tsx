import Publish from '@mui/icons-material/Publish';
import Undo from '@mui/icons-material/Undo';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  Tooltip,
} from '@mui/material';
import { useId, useState } from 'react';
import {
  SaveButton,
  TextInput,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  useUpdate,
} from 'react-admin';
import {
  type HomeMessage,
  type HomeMessageModerationBody,
  kudosCorrectionBody,
} from '../../../contracts/home/messages';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { contractResolver } from '../../shared/contractResolver';
import { ContractForm } from '../../shared/ContractForm';

const reasonResolver = contractResolver(kudosCorrectionBody);

/** Send a kudos back to its author with a reason, or publish a corrected one again. */
export function KudosModerationActions() {
  const kudos = useRecordContext<HomeMessage>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update] = useUpdate<HomeMessage>();
  const titleId = useId();
  const [sendingBack, setSendingBack] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!kudos) return null;
  const name = kudos.author.fullName;

  /** A kudos' moderation is an update of its `home-messages` record. */
  const moderate = async (data: HomeMessageModerationBody, done: string) => {
    setBusy(true);
    try {
      await update(
        'home-messages',
        { id: kudos.id, data, previousData: kudos },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      notify(done, { type: 'success' });
      setSendingBack(false);
      setPublishing(false);
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const sendBackLabel = `${translate('kudos.settings.sendBack')}: ${name}`;
  const publishLabel = `${translate('kudos.settings.publish')}: ${name}`;
  return (
    <Stack direction="row" spacing={0.5} onClick={(event) => event.stopPropagation()}>
      <Tooltip title={translate('kudos.settings.sendBack')}>
        <IconButton size="small" aria-label={sendBackLabel} onClick={() => setSendingBack(true)}>
          <Undo fontSize="small" />
        </IconButton>
      </Tooltip>
      {kudos.status !== 'published' && (
        <Tooltip title={translate('kudos.settings.publish')}>
          <IconButton
            size="small"
            color="primary"
            aria-label={publishLabel}
            onClick={() => setPublishing(true)}
          >
            <Publish fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      <Dialog
        open={sendingBack}
        onClose={busy ? undefined : () => setSendingBack(false)}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="sm"
      >
        <ContractForm
          record={{ reason: kudos.correctionReason ?? '' }}
          resolver={reasonResolver}
          onSubmit={(values: Record<string, unknown>) =>
            moderate(
              { status: 'correction', reason: String(values.reason ?? '') },
              'kudos.settings.sentBack',
            )
          }
        >
          <DialogTitle id={titleId}>
            {translate('kudos.settings.sendBackTitle', { name })}
          </DialogTitle>
          <DialogContent>
            <p>“{kudos.message}”</p>
            <TextInput
              source="reason"
              label="kudos.settings.reason"
              helperText={translate('kudos.settings.reasonHelp')}
              multiline
              minRows={2}
              fullWidth
              autoFocus
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setSendingBack(false)} disabled={busy}>
              {translate('kudos.settings.cancel')}
            </Button>
            <SaveButton label="kudos.settings.sendBack" icon={<Undo />} disabled={busy} />
          </DialogActions>
        </ContractForm>
      </Dialog>
      <ConfirmDialog
        open={publishing}
        content={translate('kudos.settings.confirmPublish', { name })}
        loading={busy}
        onClose={() => setPublishing(false)}
        onConfirm={() => void moderate({ status: 'published' }, 'kudos.settings.published')}
      />
    </Stack>
  );
}
