import { FunctionField, ReferenceInput, SelectInput, TextField } from 'react-admin';
import { type AvailabilityWindow } from '../../../contracts/appointments/appointments';
import { capitalise, useFormatDay, useWeekdayChoices, useWeekdayName } from '../../shared/dates';
import { AVAILABILITY_RESOURCE, PROFESSIONALS_RESOURCE } from '../shared/paths';
import { AdminListPage, rowsEditedAt } from '../../shared/AdminListPage';
import { FORM, TEXTS, useWindowName } from './availabilityScreens';

/**
 * `/MedicalAppointment/Disponibilidad`: the professionals' weekly windows (GET
 * /admin/medical-availability): the slots offered are made from them.
 */
export function AvailabilityList() {
  const formatDay = useFormatDay();
  const weekdays = useWeekdayChoices();
  const weekdayName = useWeekdayName();
  const nameOf = useWindowName();
  return (
    <AdminListPage<AvailabilityWindow>
      resource={AVAILABILITY_RESOURCE}
      sort={{ field: 'weekday', order: 'ASC' }}
      title="appointments.admin.availability"
      search={false}
      filters={[
        <ReferenceInput
          key="professionalId"
          source="professionalId"
          reference={PROFESSIONALS_RESOURCE}
          alwaysOn
        >
          <SelectInput optionText="name" />
        </ReferenceInput>,
        <SelectInput key="weekday" source="weekday" choices={weekdays} translateChoice={false} />,
      ]}
      csvName="disponibilidad"
      csv={(window) => ({ ...window })}
      create={{ label: 'appointments.admin.create', to: FORM }}
      empty={false}
      row={rowsEditedAt<AvailabilityWindow>(FORM, TEXTS, nameOf)}
      phone={{
        primaryText: nameOf,
        secondaryText: (window) =>
          `${formatDay(window.validFrom)} – ${window.validTo ? formatDay(window.validTo) : '∞'}`,
      }}
    >
      <TextField source="professional" />
      <FunctionField<AvailabilityWindow>
        source="weekday"
        render={(window) => capitalise(weekdayName(window.weekday))}
      />
      <TextField source="startTime" />
      <TextField source="endTime" sortable={false} />
      <TextField source="slotMinutes" sortable={false} />
      <FunctionField<AvailabilityWindow>
        source="validFrom"
        render={(window) => formatDay(window.validFrom)}
      />
      <FunctionField<AvailabilityWindow>
        source="validTo"
        sortable={false}
        render={(window) => (window.validTo ? formatDay(window.validTo) : '')}
      />
    </AdminListPage>
  );
}
