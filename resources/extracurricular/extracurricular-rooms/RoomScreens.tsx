import {
  BooleanField,
  BooleanInput,
  ReferenceInput,
  SelectInput,
  TextField,
  TextInput,
  useTranslate,
} from 'react-admin';
import { type Room, roomBody } from '../../../contracts/extracurricular/extracurricular';
import { LOCATIONS, ROOMS, ROOMS_PATH } from '../shared/paths';
import { AdminFormPage } from '../../shared/AdminFormPage';
import { contractResolver } from '../../shared/contractResolver';
import { referenceForm, ReferenceListPage, useEditorStamp } from '../shared/extracurricularAdmin';

/** Who saves is the signed-in administrator: stamped on save, not typed. */
const resolver = contractResolver(roomBody.omit(['modified_By']));
/** The locations a room may be in: the active ones, by name. */
const ACTIVE_LOCATIONS = { active: true };

/** `/ExtracurricularCourses/Salas`: the rooms and their location, by name. */
export function RoomList() {
  const translate = useTranslate();
  return (
    <ReferenceListPage<Room>
      resource={ROOMS}
      listPath={ROOMS_PATH}
      title="extracurricular.admin.rooms"
      filters={[
        <ReferenceInput key="locationId" source="locationId" reference={LOCATIONS} alwaysOn>
          <SelectInput optionText="name" />
        </ReferenceInput>,
      ]}
      csvName="salas"
      csv={({ id, locationName, name, active, virtual, modified_By }) => ({
        id,
        locationName,
        name,
        active,
        virtual,
        modified_By,
      })}
      detail={(room) =>
        `${room.locationName} · ${translate(room.virtual ? 'extracurricular.admin.virtual' : 'extracurricular.admin.inPerson')}`
      }
    >
      <TextField source="name" />
      <TextField source="locationName" />
      <BooleanField source="virtual" />
      <BooleanField source="active" />
    </ReferenceListPage>
  );
}

/** `/ExtracurricularCourses/Salas/form[/:id]`: a room in an active location, virtual or not. */
export function RoomForm() {
  const stamp = useEditorStamp<Room>('modified_By');
  return (
    <AdminFormPage<Room>
      resource={ROOMS}
      {...referenceForm<Room>(ROOMS_PATH, 'extracurricular.admin.new.room', (room) => room.name)}
      resolver={resolver}
      transform={stamp}
      defaultValues={{ name: '', active: true, virtual: false }}
    >
      <ReferenceInput
        source="locationId"
        reference={LOCATIONS}
        filter={ACTIVE_LOCATIONS}
        sort={{ field: 'name', order: 'ASC' }}
      >
        <SelectInput optionText="name" fullWidth sx={{ maxWidth: 600 }} />
      </ReferenceInput>
      <TextInput source="name" fullWidth sx={{ maxWidth: 600 }} />
      <BooleanInput source="virtual" />
      <BooleanInput source="active" helperText="extracurricular.admin.deactivateHint" />
    </AdminFormPage>
  );
}
