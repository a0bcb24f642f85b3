import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { BooleanInput, Form, required, SaveButton, TextInput, useTranslate } from 'react-admin';
import { ctaContentSchema } from '../../../contracts/home/settings';
import type { CtaRecord } from '../../../dataProviders/home/settings';
import { LinkInput } from '../shared/LinkInput';
import { SettingsImageInput } from '../shared/SettingsImageInput';
import { contractResolver } from '../shared/validation';
import { useCreateOrUpdate } from '../../shared/useCreateOrUpdate';

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
  const titleId = useId();
  const { save, saving } = useCreateOrUpdate(RESOURCE, banner, {
    savedNotice: 'homeSettings.notifications.saved',
    onSaved: onClose,
  });

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <Form
        record={banner ?? { active: true }}
        onSubmit={save}
        resolver={banner ? updateResolver : createResolver}
      >
        <DialogTitle id={titleId}>
          {translate(
            banner ? 'homeSettings.banners.editTitle' : 'homeSettings.banners.createTitle',
          )}
        </DialogTitle>
        <DialogContent>
          <SettingsImageInput validate={required()} />
          <TextInput
            source="title"
            resource={RESOURCE}
            fullWidth
            helperText={translate('homeSettings.banners.altHelp')}
          />
          <TextInput source="description" resource={RESOURCE} fullWidth />
          <LinkInput resource={RESOURCE} />
          <BooleanInput source="active" resource={RESOURCE} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SaveButton disabled={saving} />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
