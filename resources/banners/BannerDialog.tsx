import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId } from 'react';
import {
  BooleanInput,
  Form,
  required,
  SaveButton,
  TextInput,
  useCreate,
  useNotify,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { ctaContentSchema } from '../../contracts/homeSettings';
import type { CtaRecord } from '../../dataProviders/main/homeSettings';
import { ImageUploadInput } from '../home-settings/ImageUploadInput';
import { contractResolver } from '../home-settings/validation';

const RESOURCE = 'banners';
const createResolver = contractResolver(ctaContentSchema('Banner', 'create'));
const updateResolver = contractResolver(ctaContentSchema('Banner', 'update'));

interface BannerDialogProps {
  open: boolean;
  /** The banner to change; none to add one (POST /CTAs/AddContact with Key 'Banner'). */
  banner?: CtaRecord;
  onClose: () => void;
}

/** Adds or changes a banner: its image (with preview), alternative text, link and state. */
export function BannerDialog({ open, banner, onClose }: BannerDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  const [create, { isPending: creating }] = useCreate();
  const [update, { isPending: updating }] = useUpdate();
  const options = {
    onSuccess: () => {
      notify('homeSettings.notifications.saved', { type: 'success' });
      onClose();
    },
    onError: (error: unknown) => notify((error as Error).message, { type: 'error' }),
  };
  const submit = (values: Record<string, unknown>) =>
    banner
      ? update(
          RESOURCE,
          { id: banner.id, data: values, previousData: banner },
          { ...options, mutationMode: 'pessimistic' },
        )
      : create(RESOURCE, { data: values }, options);

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <Form
        record={banner ?? { active: true }}
        onSubmit={submit}
        resolver={banner ? updateResolver : createResolver}
      >
        <DialogTitle id={titleId}>
          {translate(
            banner ? 'homeSettings.banners.editTitle' : 'homeSettings.banners.createTitle',
          )}
        </DialogTitle>
        <DialogContent>
          <ImageUploadInput validate={required()} />
          <TextInput
            source="title"
            resource={RESOURCE}
            fullWidth
            helperText={translate('homeSettings.banners.altHelp')}
          />
          <TextInput source="description" resource={RESOURCE} fullWidth />
          <TextInput
            source="sourceURL"
            resource={RESOURCE}
            fullWidth
            helperText={translate('homeSettings.linkHelp')}
          />
          <BooleanInput source="active" resource={RESOURCE} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SaveButton disabled={creating || updating} />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
