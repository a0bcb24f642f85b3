import {
  ArrayInput,
  BooleanField,
  BooleanInput,
  ReferenceInput,
  SelectInput,
  SimpleFormIterator,
  TextField,
  TextInput,
} from 'react-admin';
import {
  type LineOfBusiness,
  type LineOfBusinessWithCostCenters,
  lobBody,
} from '../../../contracts/extracurricular/extracurricular';
import { ACCOUNTS, LOBS, LOBS_PATH } from '../shared/paths';
import { AdminFormPage } from '../../shared/AdminFormPage';
import { contractResolver } from '../../shared/contractResolver';
import { referenceForm, ReferenceListPage, useEditorStamp } from '../shared/extracurricularAdmin';

/** Who saves is the signed-in administrator: stamped on save, not typed. */
const resolver = contractResolver(lobBody.omit(['modified_By']));

/** `/ExtracurricularCourses/Lineas`: the lines of business with their account, by name. */
export function LobList() {
  return (
    <ReferenceListPage<LineOfBusiness>
      resource={LOBS}
      listPath={LOBS_PATH}
      title="extracurricular.admin.lobs"
      filters={[
        <ReferenceInput key="accountId" source="accountId" reference={ACCOUNTS} alwaysOn>
          <SelectInput optionText="name" />
        </ReferenceInput>,
      ]}
      csvName="lineas-de-negocio"
      csv={({ id, accountName, name, active, modified_By }) => ({
        id,
        accountName,
        name,
        active,
        modified_By,
      })}
      detail={(lob, active) => `${lob.accountName} · ${active}`}
    >
      <TextField source="name" />
      <TextField source="accountName" />
      <BooleanField source="active" />
    </ReferenceListPage>
  );
}

/**
 * `/ExtracurricularCourses/Lineas/form[/:id]`: a line of business, its account and its cost
 * centres edited in place (the whole list is saved with the line).
 */
export function LobForm() {
  const stamp = useEditorStamp<LineOfBusinessWithCostCenters>('modified_By');
  return (
    <AdminFormPage<LineOfBusinessWithCostCenters>
      resource={LOBS}
      {...referenceForm<LineOfBusinessWithCostCenters>(
        LOBS_PATH,
        'extracurricular.admin.new.lob',
        (lob) => lob.name,
      )}
      resolver={resolver}
      transform={stamp}
      defaultValues={{ name: '', active: true, costCenters: [] }}
    >
      <ReferenceInput
        source="accountId"
        reference={ACCOUNTS}
        sort={{ field: 'name', order: 'ASC' }}
      >
        <SelectInput optionText="name" fullWidth sx={{ maxWidth: 600 }} />
      </ReferenceInput>
      <TextInput source="name" fullWidth sx={{ maxWidth: 600 }} />
      <BooleanInput source="active" helperText="extracurricular.admin.deactivateHint" />
      <ArrayInput source="costCenters" label="extracurricular.admin.costCenters">
        <SimpleFormIterator inline disableReordering>
          <TextInput source="code" label="resources.extracurricular-lobs.fields.code" />
          <TextInput source="name" label="resources.extracurricular-lobs.fields.name" />
        </SimpleFormIterator>
      </ArrayInput>
    </AdminFormPage>
  );
}
