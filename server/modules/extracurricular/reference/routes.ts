import {
  courseBody,
  courseListQuery,
  locationBody,
  locationListQuery,
  roomBody,
  roomListQuery,
  studentBody,
  studentListQuery,
} from '../../../../contracts/extracurricular/extracurricular';
import type { ServiceApp, ServiceDeps } from '../../types';
import { LIST_ACTIVE, listRoute, oneRoute, UPSERT, upsertRoute } from '../routing';
import { createReferenceRepository } from './reference';

const tags = ['Extracurricular: reference data'];

/** The course locations, their rooms, the course catalogue and the registered students. */
export async function referenceRoutes(app: ServiceApp, { db }: ServiceDeps) {
  const reference = createReferenceRepository(db);

  listRoute(
    app,
    '/Locations/GetAllLocations',
    {
      summary: 'Course locations',
      description: `Employees get the active ones. \`q\` searches the name. ${LIST_ACTIVE}`,
      tags,
      querystring: locationListQuery,
    },
    (user, query) => reference.locations(user, query),
  );

  oneRoute(
    app,
    '/Locations/GetLocationsById',
    { summary: 'One course location', tags },
    (user, id) => reference.location(user, id),
  );

  upsertRoute(
    app,
    '/Locations/PutInsUpdtLocation',
    {
      summary: 'Create or change a course location',
      description: `Names unique (409); \`districtCode\` an existing district or null. ${UPSERT}`,
      tags,
      body: locationBody,
    },
    (user, body) => reference.saveLocation(user, body),
    (saved, user) => reference.location(user, saved.id),
  );

  listRoute(
    app,
    '/Rooms/GetAllRooms',
    {
      summary: 'Rooms of the course locations',
      description: `\`q\` searches room and location names; \`locationId\` filters. ${LIST_ACTIVE}`,
      tags,
      querystring: roomListQuery,
    },
    (_user, query) => reference.rooms(query),
  );

  oneRoute(app, '/Rooms/GetRoomsById', { summary: 'One room', tags }, (_user, id) =>
    reference.room(id),
  );

  oneRoute(
    app,
    '/Rooms/GetLocationByRoom',
    { summary: 'The location of a room', tags },
    (_user, id) => reference.locationOfRoom(id),
  );

  upsertRoute(
    app,
    '/Rooms/PutInsUpdtRoom',
    {
      summary: 'Create or change a room',
      description: `In an active location (400 naming locationId); names unique in the location (409); \`modified_By\` is the caller’s badge. Rooms are deactivated, never deleted. ${UPSERT}`,
      tags,
      body: roomBody,
    },
    (user, body) => reference.saveRoom(user, body),
    (saved) => reference.room(saved.id),
  );

  listRoute(
    app,
    '/Courses/GetAllCourses',
    {
      summary: 'The course catalogue',
      description: `Employees get the active ones. \`q\` searches the name. ${LIST_ACTIVE}`,
      tags,
      querystring: courseListQuery,
    },
    (user, query) => reference.courses(user, query),
  );

  oneRoute(
    app,
    '/Courses/GetCoursesById',
    { summary: 'One course of the catalogue', tags },
    (user, id) => reference.course(user, id),
  );

  upsertRoute(
    app,
    '/Courses/PutInsUpdtCourse',
    {
      summary: 'Create or change a course of the catalogue',
      description: `Names unique (409). ${UPSERT}`,
      tags,
      body: courseBody,
    },
    (user, body) => reference.saveCourse(user, body),
    (saved, user) => reference.course(user, saved.id),
  );

  listRoute(
    app,
    '/students/GetAllStudents',
    {
      summary: 'The registered students',
      description: `\`q\` searches name, badge and email. ${LIST_ACTIVE}`,
      tags,
      querystring: studentListQuery,
    },
    (_user, query) => reference.students(query),
  );

  oneRoute(app, '/students/GetStudentById', { summary: 'One student', tags }, (_user, id) =>
    reference.student(id),
  );

  upsertRoute(
    app,
    '/students/PutInsUpdtStudent',
    {
      summary: 'Register a student or change one',
      description: `\`badge\` an active employee’s (400), one student each (409 naming badge). ${UPSERT}`,
      tags,
      body: studentBody,
    },
    (user, body) => reference.saveStudent(user, body),
    (saved) => reference.student(saved.id),
  );
}
