import { Stack } from '@mui/material';
import { TextInput } from 'react-admin';
import { DateInput } from '../../shared/DateInput';
import {
  type CompanyHoliday,
  holidayBody,
  PERSONAL_DAYS_TESTS,
} from '../../../contracts/personalDays/personalDays';
import { AdminFormPage, adminForm } from '../../shared/AdminFormPage';
import { contractResolver } from '../../shared/contractResolver';
import { HOLIDAY_SCREENS } from './holidayScreens';

export const holidayResolver = contractResolver(holidayBody, {
  messages: { [PERSONAL_DAYS_TESTS.isoDate]: 'personalDays.form.date' },
});

/**
 * `/PersonalDays/Feriados/form[/:id]`: a company holiday (POST/PUT /admin/company-holidays); a
 * date another holiday has is refused by the service, on the date's input.
 */
export function HolidayForm() {
  return (
    <AdminFormPage<CompanyHoliday>
      {...adminForm(
        HOLIDAY_SCREENS,
        'personalDays.holidays.back',
        'personalDays.holidays.newTitle',
        'personalDays.holidays.editTitle',
      )}
      resolver={holidayResolver}
      defaultValues={{ date: '', name: '' }}
    >
      <Stack sx={{ width: '100%', maxWidth: 600 }}>
        <DateInput source="date" sx={{ maxWidth: 260 }} />
        <TextInput source="name" fullWidth />
      </Stack>
    </AdminFormPage>
  );
}
