import { Stack } from '@mui/material';
import {
  AutocompleteArrayInput,
  BooleanInput,
  NumberInput,
  ReferenceArrayInput,
  TextInput,
} from 'react-admin';
import { DateInput } from '../../shared/DateInput';
import { addDays, calendarDay } from '../../../contracts/calendar';
import type { CampaignRecord } from '../../../dataProviders/sales/sales';
import { AdminFormPage } from '../../shared/AdminFormPage';
import { SideBySideInputs } from '../../shared/SideBySideInputs';
import { campaignResolver, salesForm } from '../shared/salesAdmin';

/** `/Ventas/FormAdminCampaign[/:id]`: a campaign and the buildings it uses (POST/PUT /Campaign). */
export function CampaignForm() {
  const today = calendarDay();
  return (
    <AdminFormPage<CampaignRecord>
      resource="sales-campaigns"
      {...salesForm('campaign')}
      resolver={campaignResolver}
      defaultValues={{
        name: '',
        description: '',
        startDate: today,
        endDate: addDays(today, 14),
        maxLimitPerPerson: 3,
        pickUpInBuilding: true,
        sentToHome: false,
        message: '',
        shippingMessage: '',
        buildingIds: [],
      }}
    >
      <Stack sx={{ width: '100%', maxWidth: 900 }}>
        <TextInput source="name" fullWidth />
        <TextInput source="description" multiline minRows={2} fullWidth />
        <SideBySideInputs>
          <DateInput source="startDate" />
          <DateInput source="endDate" />
          <NumberInput source="maxLimitPerPerson" min={1} step={1} />
        </SideBySideInputs>
        <SideBySideInputs>
          <BooleanInput source="pickUpInBuilding" />
          <BooleanInput source="sentToHome" />
        </SideBySideInputs>
        <ReferenceArrayInput
          source="buildingIds"
          reference="sales-buildings"
          sort={{ field: 'name', order: 'ASC' }}
          perPage={100}
        >
          <AutocompleteArrayInput optionText="name" fullWidth />
        </ReferenceArrayInput>
        <TextInput source="message" multiline fullWidth />
        <TextInput source="shippingMessage" multiline fullWidth />
      </Stack>
    </AdminFormPage>
  );
}
