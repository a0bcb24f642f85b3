import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { BooleanInput, required, SaveButton, TextInput, useTranslate } from 'react-admin';
import { ctaContentSchema } from '../../../contracts/home/settings';
import type { CtaRecord } from '../../../dataProviders/home/settings';
import { contractResolver } from '../../shared/contractResolver';
import { ImageUploadInput } from '../../shared/ImageUploadInput';
import { useCreateOrUpdate } from '../../shared/useCreateOrUpdate';
import { SETTINGS_IMAGE, SETTINGS_MESSAGES } from '../shared/homeSettings';
import { LinkInput } from '../shared/LinkInput';
import { ContractForm } from '../../shared/ContractForm';

const RESOURCE = 'banners';
const createResolver = contractResolver(ctaContentSchema('Banner', 'create'), {
  messages: SETTINGS_MESSAGES,
});
const updateResolver = contractResolver(ctaContentSchema('Banner', 'update'), {
  messages: SETTINGS_MESSAGES,
});

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
      <ContractForm
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
          <ImageUploadInput {...SETTINGS_IMAGE} resource={RESOURCE} validate={required()} />
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
      </ContractForm>
    </Dialog>
  );
}
