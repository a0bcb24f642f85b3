import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import {
  Box,
  Button,
  IconButton,
  Stack,
  type Theme,
  Tooltip,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useState } from 'react';
import {
  BooleanField,
  Datagrid,
  ExportButton,
  FunctionField,
  List,
  NullableBooleanInput,
  SearchInput,
  SimpleList,
  TextField,
  TopToolbar,
  type RaRecord,
  useTranslate,
} from 'react-admin';
import type { CtaRecord } from '../../dataProviders/main/homeSettings';
import { MAX_PER_PAGE } from '../../contracts/listQuery';
import { csvExporter } from '../csv';
import { ConfirmDeleteButton } from '../home-settings/ConfirmDeleteButton';
import { OrderButtons } from '../home-settings/OrderButtons';
import { SettingsTabs } from '../home-settings/SettingsTabs';
import { HomeImageSettings } from '../home-images/HomeImageSettings';
import { BannerDialog } from './BannerDialog';

const RESOURCE = 'banners';
const titleOf = (record: RaRecord) => (record as CtaRecord).title ?? '';

const exporter = csvExporter<CtaRecord>(RESOURCE, (banner) => ({
  order: banner.order,
  title: banner.title,
  description: banner.description ?? '',
  link: banner.sourceURL ?? '',
  image: banner.imageURL ?? '',
  active: banner.active,
}));

const Thumbnail = ({ banner }: { banner: CtaRecord }) =>
  banner.imageURL ? (
    <Box
      component="img"
      src={banner.imageURL}
      alt={banner.title ?? ''}
      sx={{ width: 120, height: 40, objectFit: 'cover', borderRadius: 1, display: 'block' }}
    />
  ) : null;

function RowActions({ banner, onEdit }: { banner: CtaRecord; onEdit: () => void }) {
  const translate = useTranslate();
  const label = translate('homeSettings.actions.edit', { name: titleOf(banner) });
  return (
    <Stack direction="row" alignItems="center">
      <OrderButtons resource={RESOURCE} label={titleOf} record={banner} />
      <Tooltip title={label}>
        <IconButton aria-label={label} size="small" onClick={onEdit}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <ConfirmDeleteButton
        resource={RESOURCE}
        label={titleOf}
        record={banner}
        question="homeSettings.banners.confirmDelete"
      />
    </Stack>
  );
}

/**
 * `/Banners/Settings`: the home page's banners in their order (GET /CTAs/GetAllBanner), added
 * and changed in a dialog; below, the home page's featured image (the image CTA Id 1).
 */
export function BannerList() {
  const translate = useTranslate();
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [editing, setEditing] = useState<CtaRecord | 'new' | null>(null);
  return (
    <>
      <SettingsTabs />
      <List
        resource={RESOURCE}
        title={translate('homeSettings.banners.title')}
        sort={{ field: 'order', order: 'ASC' }}
        perPage={50}
        filters={[
          <SearchInput key="q" source="q" alwaysOn />,
          <NullableBooleanInput key="active" source="active" />,
        ]}
        exporter={exporter}
        actions={
          <TopToolbar>
            <Button size="small" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
              {translate('homeSettings.banners.add')}
            </Button>
            {/* The services page at most 100 rows (contracts/listQuery.ts). */}
            <ExportButton maxResults={MAX_PER_PAGE} />
          </TopToolbar>
        }
      >
        {isPhone ? (
          <SimpleList<CtaRecord>
            primaryText={(banner) => `${banner.order}. ${banner.title ?? ''}`}
            secondaryText={(banner) => banner.sourceURL ?? ''}
            tertiaryText={(banner) => (banner.active ? '' : translate('homeSettings.inactive'))}
            rowClick={false}
            rightIcon={(banner) => <RowActions banner={banner} onEdit={() => setEditing(banner)} />}
          />
        ) : (
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <TextField source="order" />
            <FunctionField<CtaRecord>
              source="image"
              sortable={false}
              render={(banner) => <Thumbnail banner={banner} />}
            />
            <TextField source="title" />
            <TextField source="sourceURL" sortable={false} />
            <BooleanField source="active" />
            <FunctionField<CtaRecord>
              label=""
              render={(banner) => <RowActions banner={banner} onEdit={() => setEditing(banner)} />}
            />
          </Datagrid>
        )}
      </List>
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
