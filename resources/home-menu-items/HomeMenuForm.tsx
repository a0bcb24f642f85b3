import { Box } from '@mui/material';
import {
  BooleanInput,
  Create,
  Edit,
  NumberInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  type RaRecord,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useParams } from 'react-router-dom';
import { homeMenuFields, type HomeMenuItem } from '../../contracts/homeSettings';
import { useBreadcrumbName } from '../../src/layout/breadcrumbNames';
import { ConfirmDeleteButton } from '../home-settings/ConfirmDeleteButton';
import { SettingsTabs } from '../home-settings/SettingsTabs';
import { contractResolver } from '../home-settings/validation';
import { menuIconChoices, MenuIconView } from './menuIcons';

const RESOURCE = 'home-menu-items';
const LIST_PATH = '/Menu/Settings';
const nameOf = (record: RaRecord) => (record as HomeMenuItem).name;

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

function HomeMenuInputs() {
  const translate = useTranslate();
  return (
    <>
      <TextInput source="name" fullWidth />
      <TextInput source="url" fullWidth helperText={translate('homeSettings.menu.urlHelp')} />
      <SelectInput source="icon" choices={menuIconChoices} optionText={<IconOption />} />
      <NumberInput
        source="order"
        min={1}
        step={1}
        helperText={translate('homeSettings.menu.orderHelp')}
      />
      <BooleanInput source="newTab" helperText={translate('homeSettings.menu.newTabHelp')} />
      <BooleanInput source="active" />
    </>
  );
}

function EditToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <ConfirmDeleteButton
        resource={RESOURCE}
        label={nameOf}
        question="homeSettings.menu.confirmDelete"
        redirectTo={LIST_PATH}
        variant="text"
      />
    </Toolbar>
  );
}

function MenuItemTitle() {
  const item = useRecordContext<HomeMenuItem>();
  const translate = useTranslate();
  useBreadcrumbName(`/Menu/MenuForm/${item?.id ?? ''}`, item?.name);
  return <span>{translate('homeSettings.menu.editTitle', { name: item?.name ?? '' })}</span>;
}

/** `/Menu/MenuForm` and `/Menu/MenuForm/:id`: add or change a quick link (POST/PUT /HomeMenu). */
export function HomeMenuForm() {
  const { id } = useParams();
  const translate = useTranslate();
  const redirect = () => LIST_PATH;
  return (
    <>
      <SettingsTabs />
      {id ? (
        <Edit
          resource={RESOURCE}
          id={id}
          mutationMode="pessimistic"
          redirect={redirect}
          title={<MenuItemTitle />}
        >
          <SimpleForm resolver={contractResolver(homeMenuFields)} toolbar={<EditToolbar />}>
            <HomeMenuInputs />
          </SimpleForm>
        </Edit>
      ) : (
        <Create
          resource={RESOURCE}
          redirect={redirect}
          title={translate('homeSettings.menu.createTitle')}
        >
          <SimpleForm
            resolver={contractResolver(homeMenuFields)}
            defaultValues={{ icon: 'link', newTab: false, active: true }}
          >
            <HomeMenuInputs />
          </SimpleForm>
        </Create>
      )}
    </>
  );
}
