import OpenInNew from '@mui/icons-material/OpenInNew';
import { Stack, type Theme, useMediaQuery } from '@mui/material';
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
import type { HomeMenuItem } from '../../contracts/homeSettings';
import { MAX_PER_PAGE } from '../../contracts/listQuery';
import { csvExporter } from '../csv';
import { ConfirmDeleteButton } from '../home-settings/ConfirmDeleteButton';
import { CreateLinkButton, EditLinkButton } from '../home-settings/LinkButtons';
import { OrderButtons } from '../home-settings/OrderButtons';
import { SettingsTabs } from '../home-settings/SettingsTabs';
import { MenuIconView } from './menuIcons';

const RESOURCE = 'home-menu-items';
const nameOf = (record: RaRecord) => (record as HomeMenuItem).name;

const exporter = csvExporter<HomeMenuItem>(RESOURCE, (item) => ({
  order: item.order,
  name: item.name,
  url: item.url,
  icon: item.icon,
  newTab: item.newTab,
  active: item.active,
}));

function RowActions({ record }: { record?: HomeMenuItem }) {
  return (
    <Stack direction="row" alignItems="center" onClick={(event) => event.stopPropagation()}>
      <OrderButtons resource={RESOURCE} label={nameOf} record={record} />
      <FunctionField<HomeMenuItem>
        record={record}
        render={(item) => <EditLinkButton to={`/Menu/MenuForm/${item.id}`} name={item.name} />}
      />
      <ConfirmDeleteButton
        resource={RESOURCE}
        label={nameOf}
        record={record}
        question="homeSettings.menu.confirmDelete"
      />
    </Stack>
  );
}

/** `/Menu/Settings`: the home page's quick links, in their order (GET /HomeMenu). */
export function HomeMenuList() {
  const translate = useTranslate();
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <>
      <SettingsTabs />
      <List
        resource={RESOURCE}
        title={translate('homeSettings.menu.title')}
        sort={{ field: 'order', order: 'ASC' }}
        perPage={50}
        filters={[
          <SearchInput key="q" source="q" alwaysOn />,
          <NullableBooleanInput key="active" source="active" />,
        ]}
        exporter={exporter}
        actions={
          <TopToolbar>
            <CreateLinkButton to="/Menu/MenuForm" label="homeSettings.menu.add" />
            {/* The services page at most 100 rows (contracts/listQuery.ts). */}
            <ExportButton maxResults={MAX_PER_PAGE} />
          </TopToolbar>
        }
      >
        {isPhone ? (
          <SimpleList<HomeMenuItem>
            primaryText={(item) => `${item.order}. ${item.name}`}
            secondaryText={(item) => item.url}
            tertiaryText={(item) => (item.active ? '' : translate('homeSettings.inactive'))}
            rowClick={false}
            rightIcon={(item) => <RowActions record={item} />}
          />
        ) : (
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <TextField source="order" />
            <FunctionField<HomeMenuItem>
              source="name"
              render={(item) => (
                <Stack direction="row" spacing={1} alignItems="center">
                  <MenuIconView icon={item.icon} fontSize="small" aria-hidden />
                  <span>{item.name}</span>
                </Stack>
              )}
            />
            <FunctionField<HomeMenuItem>
              source="url"
              sortable={false}
              render={(item) => (
                <Stack direction="row" spacing={0.5} alignItems="center">
                  <span>{item.url}</span>
                  {item.newTab && (
                    <OpenInNew fontSize="inherit" titleAccess={translate('homeSettings.newTab')} />
                  )}
                </Stack>
              )}
            />
            <BooleanField source="active" />
            <FunctionField<HomeMenuItem> label="" render={(item) => <RowActions record={item} />} />
          </Datagrid>
        )}
      </List>
    </>
  );
}
