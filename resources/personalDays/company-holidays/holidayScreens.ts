import type { CompanyHoliday } from '../../../contracts/personalDays/personalDays';
import { adminScreens } from '../../shared/AdminListPage';
import { HOLIDAY_FORM, HOLIDAY_LIST } from '../shared/paths';

/** The holidays' list and form: a holiday's buttons and notices. */
export const HOLIDAY_SCREENS = adminScreens<CompanyHoliday>(
  'company-holidays',
  HOLIDAY_LIST,
  HOLIDAY_FORM,
  {
    edit: 'personalDays.holidays.edit',
    delete: 'personalDays.holidays.delete',
    confirmDelete: 'personalDays.holidays.confirmDelete',
    deleted: 'personalDays.holidays.deleted',
  },
  (holiday) => holiday.name,
);
