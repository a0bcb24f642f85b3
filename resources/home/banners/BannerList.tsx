import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { FunctionField, TextField, useTranslate } from 'react-admin';
import type { CtaRecord } from '../../../dataProviders/home/settings';
import { HomeImageSettings } from '../home-images/HomeImageSettings';
import { OrderedSettingsList } from '../shared/OrderedSettingsList';
import { SettingsTabs } from '../shared/SettingsTabs';
import { BannerDialog, type BannerResource } from './BannerDialog';

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

interface BannerListProps {
  /** The home page's banners (default) or Bring a friend's images (`/BAF/Banners`). */
  resource?: BannerResource;
  /** i18n key of the page title. */
  title?: string;
}

/**
 * `/Banners/Settings`: the home page's banners in their order (GET /CTAs/GetAllBanner), added
 * and changed in a dialog; below, the home page's featured image (the image CTA Id 1). Bring a
 * friend's banners (GET /api/Common/GetRAFTImages) reuse it, without the home page's image.
 */
export function BannerList({
  resource = 'banners',
  title = 'homeSettings.banners.title',
}: BannerListProps) {
  const translate = useTranslate();
  const [editing, setEditing] = useState<CtaRecord | 'new' | null>(null);
  const home = resource === 'banners';
  return (
    <>
      {home && <SettingsTabs />}
      <OrderedSettingsList<CtaRecord>
        resource={resource}
        title={title}
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
          resource={resource}
          open
          banner={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {home && (
        <Box sx={{ mt: 3 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('homeSettings.homeImage.title')}
          </Typography>
          <HomeImageSettings />
        </Box>
      )}
    </>
  );
}

/** `/BAF/Banners`: Bring a friend's banners (Key RaftImage), in their order. */
export const RaftBannerList = () => <BannerList resource="raft-images" title="menu.bafBanners" />;
