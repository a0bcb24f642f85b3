import { BooleanField, TextField, useTranslate } from 'react-admin';
import { type MedicalBuildingRecord } from '../../../contracts/appointments/appointments';
import { BUILDINGS_RESOURCE } from '../shared/paths';
import { AdminListPage } from '../../shared/AdminListPage';
import { FORM } from './buildingScreens';

/**
 * `/MedicalAppointment/Edificios`: the medical buildings (GET /admin/medical-buildings), with
 * their open flag (a closed building offers no slots) and whether they are in use.
 */
export function BuildingList() {
  const translate = useTranslate();
  return (
    <AdminListPage<MedicalBuildingRecord>
      resource={BUILDINGS_RESOURCE}
      sort={{ field: 'name', order: 'ASC' }}
      title="appointments.admin.buildings"
      csvName="edificios-medicos"
      csv={(building) => ({ ...building })}
      create={{ label: 'appointments.admin.create', to: FORM }}
      empty={false}
      open={(building) => `${FORM}/${building.id}`}
      phone={{
        primaryText: (building) => building.name,
        secondaryText: (building) =>
          translate(building.open ? 'appointments.admin.open' : 'appointments.admin.closed'),
      }}
    >
      <TextField source="name" />
      <BooleanField source="open" />
      <BooleanField source="active" />
    </AdminListPage>
  );
}
