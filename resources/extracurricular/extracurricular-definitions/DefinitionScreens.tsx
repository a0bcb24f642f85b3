import Groups from '@mui/icons-material/Groups';
import { Button, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useRef } from 'react';
import {
  AutocompleteArrayInput,
  BooleanField,
  BooleanInput,
  CheckboxGroupInput,
  FunctionField,
  HttpError,
  NumberInput,
  type RaRecord,
  ReferenceArrayInput,
  ReferenceInput,
  SelectInput,
  TextField,
  TextInput,
  useBasename,
  useDataProvider,
  useGetOne,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DateInput, TimeInput } from '../../shared/DateInput';
import { useFormContext, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { mixed, type StringSchema } from 'yup';
import {
  COURSES_TESTS,
  DEFINITION_STATUS,
  DEFINITION_STATUS_IDS,
  type Modality,
} from '../../../contracts/extracurricular/courses';
import {
  type DefinitionListItem,
  definitionForm,
} from '../../../contracts/extracurricular/definitions';
import type { Room } from '../../../contracts/extracurricular/extracurricular';
import { MAX_PER_PAGE } from '../../../contracts/listHeaders';
import type {
  DefinitionRecord,
  EmployeeNameRecord,
} from '../../../dataProviders/extracurricular/definitions';
import type { UserRolesRecord } from '../../../dataProviders/extracurricular/extracurricular';
import { ServiceCheckStatus } from '../../shared/ServiceCheckStatus';
import { useServiceCheck } from '../../shared/useServiceCheck';
import { useFormatDay, useWeekdayChoices } from '../../shared/dates';
import {
  COURSES,
  DEFINITIONS,
  DEFINITIONS_PATH,
  EMPLOYEE_NAMES,
  LOBS,
  LOCATIONS,
  POSITIONS,
  ROLES,
  ROOMS,
  rosterOf,
} from '../shared/paths';
import { AdminFormPage } from '../../shared/AdminFormPage';
import { AdminListPage } from '../../shared/AdminListPage';
import { contractResolver } from '../../shared/contractResolver';
import { FormSection, wholeRow } from '../../shared/FormSection';
import {
  activeFilter,
  referenceForm,
  referenceList,
  useEditorStamp,
} from '../shared/extracurricularAdmin';
import { employeeOptions } from '../../shared/EmployeeOption';

const TEXTS = 'extracurricular.definitions';

/** The contract's own rules in the form's words (by the rule's name in the contract). */
const MESSAGES = Object.fromEntries(
  (
    [
      'isoDate',
      'timeOfDay',
      'endAfterStart',
      'endDateAfterStart',
      'email',
      'url',
      'badgeFormat',
    ] as const
  ).map((rule) => [COURSES_TESTS[rule], `${TEXTS}.validation.${rule}`]),
);

/**
 * The contract's form, and what the service checks besides: a virtual room needs the session's
 * link (the chosen room's modality is kept in the form for it, never sent).
 */
export const definitionResolver = contractResolver(
  definitionForm.shape({
    modality: mixed<Modality>().optional(),
    urlSession: (definitionForm.fields.urlSession as StringSchema).when('modality', {
      is: 'virtual',
      then: (schema: StringSchema) => schema.required(`${TEXTS}.validation.urlRequired`),
    }),
  }),
  { messages: { ...MESSAGES, 'days.min': 'components.validation.minDays' } },
);

/** The statuses, named in the reader's language. */
const statusChoices = DEFINITION_STATUS_IDS.map((id) => ({
  id,
  name: `${TEXTS}.status.${id}`,
}));

/** A definition's seats taken: '12/20 (3 en espera)'. */
function useQuotaUsage() {
  const translate = useTranslate();
  return ({
    enrolled,
    quota,
    waiting,
  }: Pick<DefinitionListItem, 'enrolled' | 'quota' | 'waiting'>) =>
    translate(waiting ? `${TEXTS}.usageWaiting` : `${TEXTS}.usage`, { enrolled, quota, waiting });
}

/** The definition's roster and quota usage, from its row or its form. */
function RosterButton({
  definition,
}: {
  definition: Pick<DefinitionListItem, 'id' | 'courseName'>;
}) {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Button
      component={Link}
      to={`${basename}${rosterOf(definition.id)}`}
      size="small"
      startIcon={<Groups />}
      aria-label={translate(`${TEXTS}.rosterNamed`, { name: definition.courseName })}
    >
      {translate(`${TEXTS}.roster`)}
    </Button>
  );
}

/** `/ExtracurricularCourses/Grupos`: every course definition with its seats taken. */
export function DefinitionList() {
  const translate = useTranslate();
  const day = useFormatDay();
  const usage = useQuotaUsage();
  return (
    <AdminListPage<DefinitionListItem>
      resource={DEFINITIONS}
      title={`${TEXTS}.title`}
      sort={{ field: 'startDate', order: 'DESC' }}
      filters={[
        <SelectInput key="statusId" source="statusId" choices={statusChoices} alwaysOn />,
        <ReferenceInput
          key="courseId"
          source="courseId"
          reference={COURSES}
          {...ALL_BY_NAME}
          alwaysOn
        >
          <SelectInput optionText="name" />
        </ReferenceInput>,
        <ReferenceInput key="locationId" source="locationId" reference={LOCATIONS} {...ALL_BY_NAME}>
          <SelectInput optionText="name" />
        </ReferenceInput>,
        activeFilter(),
      ]}
      csvName="grupos-de-cursos"
      csv={(definition) => ({
        id: definition.id,
        courseName: definition.courseName,
        instructorBadge: definition.instructorBadge ?? '',
        instructor: definition.instructor ?? '',
        roomName: definition.roomName,
        locationName: definition.locationName,
        modality: definition.modality,
        startDate: definition.startDate,
        endDate: definition.endDate,
        day: definition.day,
        startTime: definition.startTime,
        endTime: definition.endTime,
        statusId: definition.statusId,
        quota: definition.quota,
        enrolled: definition.enrolled,
        waiting: definition.waiting,
        active: definition.active,
        ViewQuota: definition.ViewQuota,
      })}
      {...referenceList<DefinitionListItem>(DEFINITIONS_PATH)}
      rowActions={(definition) => <RosterButton definition={definition} />}
      phone={{
        primaryText: (definition) => definition.courseName,
        secondaryText: (definition) =>
          `${translate(`${TEXTS}.status.${definition.statusId}`)} · ${day(definition.startDate)} · ${usage(definition)}`,
      }}
    >
      <TextField source="courseName" />
      <FunctionField<DefinitionListItem>
        source="instructor"
        sortable={false}
        render={(definition) => definition.instructor ?? translate(`${TEXTS}.noInstructor`)}
      />
      <FunctionField<DefinitionListItem>
        source="locationName"
        label="resources.extracurricular-definitions.fields.place"
        sortable={false}
        render={(definition) => `${definition.roomName} · ${definition.locationName}`}
      />
      <FunctionField<DefinitionListItem>
        source="startDate"
        render={(definition) => day(definition.startDate)}
      />
      <FunctionField<DefinitionListItem>
        source="statusId"
        render={(definition) => translate(`${TEXTS}.status.${definition.statusId}`)}
      />
      <FunctionField<DefinitionListItem> source="enrolled" render={usage} />
      <BooleanField source="active" sortable={false} />
    </AdminListPage>
  );
}

/** A room's line in the select: its name and location. */
function useRoomOption() {
  const translate = useTranslate();
  return (room: Room & { locationName?: string }) =>
    translate(`${TEXTS}.roomOption`, { room: room.name, location: room.locationName ?? '' });
}

/**
 * The chosen room's modality, kept in the form (a virtual room requires the session's link) and
 * said under the select.
 */
function RoomModality() {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const roomId = useWatch({ name: 'roomId' }) as number | string | undefined;
  const { data: room } = useGetOne<Room>(
    ROOMS,
    { id: Number(roomId) },
    { enabled: Boolean(roomId) },
  );
  const modality: Modality | undefined = room && (room.virtual ? 'virtual' : 'presencial');
  useEffect(() => {
    if (modality) setValue('modality', modality);
  }, [modality, setValue]);
  if (!room) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ ...wholeRow, mb: 1 }}>
      {translate(room.virtual ? 'extracurricular.admin.virtual' : 'extracurricular.admin.inPerson')}
    </Typography>
  );
}

/** What a badge is: the active employee's name (none: nobody) and whether they are an MLT instructor. */
interface InstructorAnswer {
  name: string | null;
  instructor: boolean;
}

/**
 * The instructor's badge, their name looked up beside it when the field is left (and on opening),
 * and whether they hold the MLT role the service requires.
 */
function InstructorInput() {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const ask = useCallback(
    async (badge: string): Promise<InstructorAnswer> => {
      try {
        const { data } = await dataProvider.getOne<EmployeeNameRecord>(EMPLOYEE_NAMES, {
          id: badge,
        });
        const { data: roles } = await dataProvider.getOne<UserRolesRecord>(ROLES, { id: badge });
        return { name: data.name, instructor: roles.isMLTAdmin };
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) {
          return { name: null, instructor: false };
        }
        throw error;
      }
    },
    [dataProvider],
  );
  const instructor = useServiceCheck(ask);
  const { check } = instructor;
  const record = useRecordContext<DefinitionRecord>();
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || !record?.instructorBadge) return;
    opened.current = true;
    void check(record.instructorBadge);
  }, [record, check]);
  const answer = instructor.answer;
  return (
    <>
      <TextInput
        source="instructorBadge"
        helperText={`${TEXTS}.instructorHelp`}
        onBlur={(event) => void check(event.target.value)}
      />
      <TextInput source="mailInstructor" type="email" />
      <ServiceCheckStatus
        checking={instructor.checking}
        failed={instructor.failed}
        refusal={
          !answer || answer.instructor
            ? null
            : answer.name
              ? translate(`${TEXTS}.instructorNotMlt`, { name: answer.name })
              : translate(`${TEXTS}.instructorUnknown`)
        }
        accepted={
          answer?.instructor
            ? translate(`${TEXTS}.instructorFound`, { name: answer.name })
            : undefined
        }
        checkingText={`${TEXTS}.instructorChecking`}
        failedText={`${TEXTS}.instructorFailed`}
      />
    </>
  );
}

const ACTIVE = { active: true };
const BY_NAME = { field: 'name', order: 'ASC' } as const;
/** A reference input's options: all of them (up to the most a page holds), by name. */
const ALL_BY_NAME = { sort: BY_NAME, perPage: MAX_PER_PAGE };
/** The same, only the active ones (what a definition may still choose). */
const ACTIVE_BY_NAME = { filter: ACTIVE, ...ALL_BY_NAME };

/** The definition's inputs, grouped: course and room, instructor, dates, quota, audience. */
function DefinitionInputs() {
  const roomOption = useRoomOption();
  const dayChoices = useWeekdayChoices();
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 960 }}>
      <RosterLink />
      <FormSection title={`${TEXTS}.sections.course`}>
        <ReferenceInput source="courseId" reference={COURSES} {...ACTIVE_BY_NAME}>
          <SelectInput optionText="name" />
        </ReferenceInput>
        <ReferenceInput source="roomId" reference={ROOMS} {...ACTIVE_BY_NAME}>
          <SelectInput optionText={roomOption} />
        </ReferenceInput>
        <RoomModality />
        <TextInput source="urlSession" type="url" helperText={`${TEXTS}.urlHelp`} sx={wholeRow} />
      </FormSection>
      <FormSection title={`${TEXTS}.sections.instructor`}>
        <InstructorInput />
      </FormSection>
      <FormSection title={`${TEXTS}.sections.schedule`}>
        <DateInput source="startDate" />
        <DateInput source="endDate" />
        <CheckboxGroupInput
          source="days"
          choices={dayChoices}
          translateChoice={false}
          sx={wholeRow}
        />
        <TimeInput source="startTime" />
        <TimeInput source="endTime" />
      </FormSection>
      <FormSection title={`${TEXTS}.sections.quota`}>
        <NumberInput source="quota" min={1} max={500} step={1} />
        <SelectInput source="statusId" choices={statusChoices} />
        <BooleanInput source="viewQuota" helperText={`${TEXTS}.viewQuotaHelp`} />
        <BooleanInput source="active" helperText="extracurricular.admin.deactivateHint" />
      </FormSection>
      <FormSection title={`${TEXTS}.sections.audience`}>
        <TextInput source="filter" helperText={`${TEXTS}.filterHelp`} sx={wholeRow} />
        <ReferenceArrayInput source="lobIds" reference={LOBS} filter={ACTIVE} sort={BY_NAME}>
          <AutocompleteArrayInput optionText="name" helperText={`${TEXTS}.lobsHelp`} />
        </ReferenceArrayInput>
        <ReferenceArrayInput
          source="positionIds"
          reference={POSITIONS}
          filter={ACTIVE}
          sort={BY_NAME}
        >
          <AutocompleteArrayInput optionText="name" helperText={`${TEXTS}.positionsHelp`} />
        </ReferenceArrayInput>
        <ReferenceArrayInput source="users" reference="employee-search">
          <AutocompleteArrayInput
            {...employeeOptions}
            filterToQuery={(q: string) => ({ q })}
            helperText={`${TEXTS}.usersHelp`}
            sx={wholeRow}
          />
        </ReferenceArrayInput>
      </FormSection>
      <FormSection title={`${TEXTS}.sections.about`}>
        <TextInput source="description" multiline minRows={3} sx={wholeRow} />
      </FormSection>
    </Stack>
  );
}

/** The edit page's way to the definition's roster. */
function RosterLink() {
  const definition = useRecordContext<DefinitionRecord>();
  return definition ? <RosterButton definition={definition} /> : null;
}

/** A new definition: a draft of 20 seats whose seats left employees see. */
const NEW_DEFINITION = {
  courseId: '',
  roomId: '',
  instructorBadge: '',
  mailInstructor: '',
  urlSession: '',
  startDate: '',
  endDate: '',
  startTime: '',
  endTime: '',
  days: [],
  quota: 20,
  statusId: DEFINITION_STATUS.draft,
  active: true,
  viewQuota: true,
  description: '',
  filter: '',
  lobIds: [],
  positionIds: [],
  users: [],
};

/** `/ExtracurricularCourses/Grupos/form[/:id]`: a course definition, saved with its editor. */
export function DefinitionForm() {
  const stamp = useEditorStamp<DefinitionRecord & RaRecord>('modified_By');
  return (
    <AdminFormPage<DefinitionRecord>
      resource={DEFINITIONS}
      {...referenceForm<DefinitionRecord>(
        DEFINITIONS_PATH,
        `${TEXTS}.new`,
        (definition) => definition.courseName,
      )}
      back={`${TEXTS}.back`}
      editTitle={`${TEXTS}.editTitle`}
      resolver={definitionResolver}
      transform={stamp}
      defaultValues={NEW_DEFINITION}
    >
      <DefinitionInputs />
    </AdminFormPage>
  );
}
