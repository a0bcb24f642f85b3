import { Box } from '@mui/material';
import {
  BooleanInput,
  NumberInput,
  SelectInput,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { homeMenuFields, type HomeMenuItem } from '../../../contracts/home/settings';
import { AdminFormPage } from '../../shared/AdminFormPage';
import { contractResolver } from '../../shared/contractResolver';
import { SETTINGS_MESSAGES, settingsForm } from '../shared/homeSettings';
import { LinkInput } from '../shared/LinkInput';
import { SettingsTabs } from '../shared/SettingsTabs';
import { menuIconChoices, MenuIconView } from './menuIcons';

const resolver = contractResolver(homeMenuFields, { messages: SETTINGS_MESSAGES });

function IconOption() {
  const choice = useRecordContext<{ id: string; name: string }>();
  const translate = useTranslate();
  if (!choice) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <MenuIconView icon={choice.id} fontSize="small" aria-hidden />
      {translate(choice.name)}
    </Box>
  );
}

/** `/Menu/MenuForm` and `/Menu/MenuForm/:id`: add or change a quick link (POST/PUT /HomeMenu). */
export function HomeMenuForm() {
  const translate = useTranslate();
  return (
    <AdminFormPage<HomeMenuItem>
      resource="home-menu-items"
      header={<SettingsTabs />}
      {...settingsForm<HomeMenuItem>(
        'menu',
        '/Menu/Settings',
        '/Menu/MenuForm',
        (item) => item.name,
      )}
      resolver={resolver}
      defaultValues={{ icon: 'link', newTab: false, active: true }}
    >
      <TextInput source="name" fullWidth />
      <LinkInput source="url" helperText="homeSettings.menu.urlHelp" />
      <SelectInput source="icon" choices={menuIconChoices} optionText={<IconOption />} />
      <NumberInput
        source="order"
        min={1}
        step={1}
        helperText={translate('homeSettings.menu.orderHelp')}
      />
      <BooleanInput source="newTab" helperText={translate('homeSettings.menu.newTabHelp')} />
      <BooleanInput source="active" />
    </AdminFormPage>
  );
}
