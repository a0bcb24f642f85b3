import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { BooleanInput, required, SaveButton, TextInput, useTranslate } from 'react-admin';
import { ctaContentSchema, type CtaKey } from '../../../contracts/home/settings';
import type { CtaRecord } from '../../../dataProviders/home/settings';
import { contractResolver } from '../../shared/contractResolver';
import { ImageUploadInput } from '../../shared/ImageUploadInput';
import { useCreateOrUpdate } from '../../shared/useCreateOrUpdate';
import { SETTINGS_IMAGE, SETTINGS_MESSAGES } from '../shared/homeSettings';
import { LinkInput } from '../shared/LinkInput';
import { ContractForm } from '../../shared/ContractForm';

/** The CTA key of each list of banners: the home page's and Bring a friend's. */
export const BANNER_KEYS = { banners: 'Banner', 'raft-images': 'RaftImage' } as const;
export type BannerResource = keyof typeof BANNER_KEYS;

const resolvers = (key: CtaKey) => ({
  create: contractResolver(ctaContentSchema(key, 'create'), { messages: SETTINGS_MESSAGES }),
  update: contractResolver(ctaContentSchema(key, 'update'), { messages: SETTINGS_MESSAGES }),
});
const RESOLVERS = {
  banners: resolvers(BANNER_KEYS.banners),
  'raft-images': resolvers(BANNER_KEYS['raft-images']),
};

interface BannerDialogProps {
  /** The home page's banners (default) or Bring a friend's images. */
  resource?: BannerResource;
  open: boolean;
  /** The banner to change; none to add one (POST /CTAs/AddContact with the list's Key). */
  banner?: CtaRecord;
  onClose: () => void;
}

/** Adds or changes a banner: its image (with preview), alternative text, link and state. */
export function BannerDialog({ resource = 'banners', open, banner, onClose }: BannerDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const { save, saving } = useCreateOrUpdate(resource, banner, {
    savedNotice: 'homeSettings.notifications.saved',
    onSaved: onClose,
  });

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <ContractForm
        record={banner ?? { active: true }}
        onSubmit={save}
        resolver={banner ? RESOLVERS[resource].update : RESOLVERS[resource].create}
      >
        <DialogTitle id={titleId}>
          {translate(
            banner ? 'homeSettings.banners.editTitle' : 'homeSettings.banners.createTitle',
          )}
        </DialogTitle>
        <DialogContent>
          <ImageUploadInput {...SETTINGS_IMAGE} resource={resource} validate={required()} />
          <TextInput
            source="title"
            resource={resource}
            fullWidth
            helperText={translate('homeSettings.banners.altHelp')}
          />
          <TextInput source="description" resource={resource} fullWidth />
          <LinkInput resource={resource} />
          <BooleanInput source="active" resource={resource} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SaveButton disabled={saving} />
        </DialogActions>
      </ContractForm>
    </Dialog>
  );
}
