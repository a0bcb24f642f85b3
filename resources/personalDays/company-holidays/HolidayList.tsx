import { FunctionField, SelectInput, TextField } from 'react-admin';
import { calendarDay } from '../../../contracts/calendar';
import type { CompanyHoliday } from '../../../contracts/personalDays/personalDays';
import { useFormatDay } from '../../shared/dates';
import { AdminListPage, adminList } from '../../shared/AdminListPage';
import { HOLIDAY_SCREENS } from './holidayScreens';

const csv = (holiday: CompanyHoliday) => ({
  id: holiday.id,
  date: holiday.date,
  name: holiday.name,
  updatedAt: holiday.updatedAt,
});

/** The years an owner looks at: last year to two years ahead. */
const yearChoices = (thisYear: number) =>
  [-1, 0, 1, 2].map((offset) => ({ id: thisYear + offset, name: String(thisYear + offset) }));

/**
 * `/PersonalDays/Feriados`: the company's holidays (GET /admin/company-holidays), this year's
 * first; nobody may request a personal day on one. Created, changed and deleted by the owners.
 */
export function HolidayList() {
  const formatDay = useFormatDay();
  const thisYear = Number(calendarDay().slice(0, 4));
  return (
    <AdminListPage<CompanyHoliday>
      {...adminList(HOLIDAY_SCREENS, 'personalDays.holidays.create')}
      title="personalDays.holidays.title"
      filters={[
        <SelectInput
          key="year"
          source="year"
          choices={yearChoices(thisYear)}
          translateChoice={false}
          alwaysOn
        />,
      ]}
      filterDefaultValues={{ year: thisYear }}
      sort={{ field: 'date', order: 'ASC' }}
      // A year's holidays on one page.
      perPage={25}
      csvName="feriados"
      csv={csv}
      empty={false}
      phone={{
        primaryText: (holiday) => holiday.name,
        secondaryText: (holiday) => formatDay(holiday.date),
      }}
    >
      <FunctionField<CompanyHoliday> source="date" render={(holiday) => formatDay(holiday.date)} />
      <TextField source="name" />
    </AdminListPage>
  );
}
