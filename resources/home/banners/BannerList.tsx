import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { FunctionField, TextField, useTranslate } from 'react-admin';
import type { CtaRecord } from '../../../dataProviders/home/settings';
import { HomeImageSettings } from '../home-images/HomeImageSettings';
import { OrderedSettingsList } from '../shared/OrderedSettingsList';
import { SettingsTabs } from '../shared/SettingsTabs';
import { BannerDialog } from './BannerDialog';

const RESOURCE = 'banners';
const titleOf = (banner: CtaRecord) => banner.title ?? '';

const csv = (banner: CtaRecord) => ({
  order: banner.order,
  title: banner.title,
  description: banner.description ?? '',
  link: banner.sourceURL ?? '',
  image: banner.imageURL ?? '',
  active: banner.active,
});

const Thumbnail = ({ banner }: { banner: CtaRecord }) =>
  banner.imageURL ? (
    <Box
      component="img"
      src={banner.imageURL}
      alt={banner.title ?? ''}
      sx={{ width: 120, height: 40, objectFit: 'cover', borderRadius: 1, display: 'block' }}
    />
  ) : null;

/**
 * `/Banners/Settings`: the home page's banners in their order (GET /CTAs/GetAllBanner), added
 * and changed in a dialog; below, the home page's featured image (the image CTA Id 1).
 */
export function BannerList() {
  const translate = useTranslate();
  const [editing, setEditing] = useState<CtaRecord | 'new' | null>(null);
  return (
    <>
      <SettingsTabs />
      <OrderedSettingsList<CtaRecord>
        resource={RESOURCE}
        title="homeSettings.banners.title"
        csv={csv}
        create={{ label: 'homeSettings.banners.add', onClick: () => setEditing('new') }}
        edit={(banner) => () => setEditing(banner)}
        nameOf={titleOf}
        deleteQuestion="homeSettings.banners.confirmDelete"
        phone={{
          primaryText: (banner) => `${banner.order}. ${banner.title ?? ''}`,
          secondaryText: (banner) => banner.sourceURL ?? '',
        }}
      >
        <FunctionField<CtaRecord>
          source="image"
          sortable={false}
          render={(banner) => <Thumbnail banner={banner} />}
        />
        <TextField source="title" />
        <TextField source="sourceURL" sortable={false} />
      </OrderedSettingsList>
      {editing !== null && (
        <BannerDialog
          open
          banner={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <Box sx={{ mt: 3 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('homeSettings.homeImage.title')}
        </Typography>
        <HomeImageSettings />
      </Box>
    </>
  );
}
