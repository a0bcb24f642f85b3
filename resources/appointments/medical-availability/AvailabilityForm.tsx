import { NumberInput, ReferenceInput, SelectInput } from 'react-admin';
import { DateInput, TimeInput } from '../../shared/DateInput';
import {
  type AvailabilityWindow,
  availabilityBody,
  DEFAULT_SLOT_MINUTES,
} from '../../../contracts/appointments/appointments';
import { AVAILABILITY_PATH, AVAILABILITY_RESOURCE, PROFESSIONALS_RESOURCE } from '../shared/paths';
import { appointmentsForm } from '../shared/adminForm';
import { useWeekdayChoices } from '../../shared/dates';
import { AdminFormPage } from '../../shared/AdminFormPage';
import { contractResolver } from '../../shared/contractResolver';
import { TEXTS, useWindowName } from './availabilityScreens';

const resolver = contractResolver(availabilityBody);

/** `/MedicalAppointment/Disponibilidad/form[/:id]`: a weekly window; audited. */
export function AvailabilityForm() {
  const nameOf = useWindowName();
  const weekdays = useWeekdayChoices();
  return (
    <AdminFormPage<AvailabilityWindow>
      {...appointmentsForm(
        AVAILABILITY_RESOURCE,
        AVAILABILITY_PATH,
        'appointments.admin.new.window',
        nameOf,
      )}
      deleteTexts={TEXTS}
      resolver={resolver}
      defaultValues={{
        weekday: 1,
        startTime: '08:00',
        endTime: '12:00',
        slotMinutes: DEFAULT_SLOT_MINUTES,
        validFrom: '',
        validTo: null,
      }}
    >
      <ReferenceInput source="professionalId" reference={PROFESSIONALS_RESOURCE}>
        <SelectInput optionText="name" />
      </ReferenceInput>
      <SelectInput source="weekday" choices={weekdays} translateChoice={false} />
      <TimeInput source="startTime" />
      <TimeInput source="endTime" />
      <NumberInput source="slotMinutes" min={5} max={240} />
      <DateInput source="validFrom" />
      <DateInput source="validTo" />
    </AdminFormPage>
  );
}
