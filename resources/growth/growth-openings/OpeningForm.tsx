import { Stack } from '@mui/material';
import { BooleanInput, NumberInput, TextInput } from 'react-admin';
import { DateInput, TimeInput } from '../../shared/DateInput';
import {
  DEFAULT_MIN_MONTHS_IN_POSITION,
  GROWTH_TESTS,
  type Opening,
  openingBody,
} from '../../../contracts/growth/growth';
import { AdminFormPage, adminForm } from '../../shared/AdminFormPage';
import { contractResolver } from '../../shared/contractResolver';
import { SideBySideInputs } from '../../shared/SideBySideInputs';
import { OPENING_SCREENS } from './openingScreens';

export const openingResolver = contractResolver(openingBody, {
  messages: {
    [GROWTH_TESTS.time]: 'growth.admin.time',
    [GROWTH_TESTS.isoDate]: 'growth.admin.date',
  },
});

/**
 * `/growth/openings/form[/:id]`: an opening (POST/PUT /admin/growth-openings). One with
 * applications cannot be deleted: the service says to deactivate it instead.
 */
export function OpeningForm() {
  return (
    <AdminFormPage<Opening>
      {...adminForm(
        OPENING_SCREENS,
        'growth.admin.back',
        'growth.admin.newOpeningTitle',
        'growth.admin.openingTitle',
      )}
      resolver={openingResolver}
      defaultValues={{
        title: '',
        area: '',
        location: '',
        description: '',
        requirements: '',
        workSchedule: '',
        startTime: '08:00',
        endTime: '17:00',
        minMonthsInPosition: DEFAULT_MIN_MONTHS_IN_POSITION,
        closesOn: null,
        active: true,
      }}
    >
      <Stack sx={{ width: '100%', maxWidth: 900 }}>
        <TextInput source="title" fullWidth />
        <SideBySideInputs>
          <TextInput source="area" />
          <TextInput source="location" />
        </SideBySideInputs>
        <TextInput source="description" multiline minRows={3} fullWidth />
        <TextInput source="requirements" multiline minRows={2} fullWidth />
        <TextInput source="workSchedule" fullWidth />
        <SideBySideInputs>
          <TimeInput source="startTime" />
          <TimeInput source="endTime" />
        </SideBySideInputs>
        <SideBySideInputs>
          <NumberInput source="minMonthsInPosition" min={0} step={1} />
          <DateInput source="closesOn" />
        </SideBySideInputs>
        <BooleanInput source="active" />
      </Stack>
    </AdminFormPage>
  );
}
