import OpenInNew from '@mui/icons-material/OpenInNew';
import { Stack } from '@mui/material';
import { FunctionField, useTranslate } from 'react-admin';
import type { HomeMenuItem } from '../../../contracts/home/settings';
import { csvFields } from '../../shared/csv';
import { OrderedSettingsList } from '../shared/OrderedSettingsList';
import { SettingsTabs } from '../shared/SettingsTabs';
import { MenuIconView } from './menuIcons';

const RESOURCE = 'home-menu-items';
const nameOf = (item: HomeMenuItem) => item.name;

const csv = csvFields<HomeMenuItem>('order', 'name', 'url', 'icon', 'newTab', 'active');

/** `/Menu/Settings`: the home page's quick links, in their order (GET /HomeMenu). */
export function HomeMenuList() {
  const translate = useTranslate();
  return (
    <>
      <SettingsTabs />
      <OrderedSettingsList<HomeMenuItem>
        resource={RESOURCE}
        title="homeSettings.menu.title"
        csv={csv}
        create={{ label: 'homeSettings.menu.add', to: '/Menu/MenuForm' }}
        edit={(item) => `/Menu/MenuForm/${item.id}`}
        nameOf={nameOf}
        deleteQuestion="homeSettings.menu.confirmDelete"
        phone={{
          primaryText: (item) => `${item.order}. ${item.name}`,
          secondaryText: (item) => item.url,
        }}
      >
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
      </OrderedSettingsList>
    </>
  );
}
