import {
  availabilityBody,
  availabilityListQuery,
  bookingQuery,
  buildingBody,
  buildingsQuery,
  type MedicalBuilding,
  medicalBuildingBody,
  medicalBuildingListQuery,
  type Professional,
  professionalBody,
  professionalListQuery,
  professionalsQuery,
  requestTypeBody,
  requestTypeListQuery,
} from '../../../../contracts/appointments/appointments';
import { registerStoreResource } from '../../../http/simpleRest';
import type { ServiceApp, ServiceDeps } from '../../types';
import { isStaff } from '../staff';
import { createReferenceRepository } from './reference';
import { config, TAG, TOKEN } from '../routing';

/** The medical buildings and professionals, on the appointments family. */
export async function referenceRoutes(app: ServiceApp, { db }: ServiceDeps) {
  const reference = createReferenceRepository(db);
  app.get(
    '/Edificios',
    {
      config,
      schema: {
        summary: 'Medical buildings with their open flag',
        description: `Active ones, by name; the medical staff also get inactive ones. ${TOKEN}`,
        tags: [TAG],
        querystring: buildingsQuery,
      },
    },
    async (request): Promise<MedicalBuilding[]> => reference.buildings(isStaff(request.user)),
  );

  app.post(
    '/Edificios',
    {
      config,
      schema: {
        summary: 'Create a building or set its open flag',
        description: `\`{ edificio, abierto }\`: by name (ignoring case); 201 when created, 200 when changed. A closed building offers no slots. Audited. ${TOKEN}`,
        tags: [TAG],
        querystring: bookingQuery,
        body: buildingBody,
      },
    },
    async (request, reply): Promise<MedicalBuilding> => {
      const { created, building } = await reference.saveBuilding(request.user, request.body);
      return reply.status(created ? 201 : 200).send(building);
    },
  );

  app.get(
    '/Profesionales',
    {
      config,
      schema: {
        summary: 'Active health professionals',
        description: `With specialty and building; \`edificio\` filters. ${TOKEN}`,
        tags: [TAG],
        querystring: professionalsQuery,
      },
    },
    async (request): Promise<Professional[]> => reference.professionals(request.query.edificio),
  );
}

/** The staff's reference records on the main family: buildings, professionals, their availability, request types. */
export async function referenceAdminRoutes(app: ServiceApp, { db }: ServiceDeps) {
  const reference = createReferenceRepository(db);
  registerStoreResource(app, {
    name: 'medical-buildings',
    tag: TAG,
    noun: 'medical building',
    store: reference.medicalBuildings,
    list: {
      query: medicalBuildingListQuery,
      description: 'Filters `q`, `active`, `open`. Sorts: name, open, active, id.',
    },
    create: {
      body: medicalBuildingBody,
      description: '`{ name, open, active }`; 409 naming name when taken. Audited.',
    },
    update: {
      body: medicalBuildingBody,
      description: '`{ name, open, active }`; 409 naming name when taken. Audited.',
    },
  });

  registerStoreResource(app, {
    name: 'medical-professionals',
    tag: TAG,
    noun: 'health professional',
    store: reference.medicalProfessionals,
    list: {
      query: professionalListQuery,
      description:
        'Filters `q`, `active`, `buildingId`, `specialty`. Sorts: name, specialty, building, active, id.',
    },
    create: {
      body: professionalBody,
      description: '`{ name, specialty, buildingId, email, active }`. Audited.',
    },
    update: {
      body: professionalBody,
      description: '`{ name, specialty, buildingId, email, active }`. Audited.',
    },
  });

  registerStoreResource(app, {
    name: 'medical-availability',
    tag: TAG,
    noun: 'availability window',
    store: reference.availability,
    list: {
      query: availabilityListQuery,
      description:
        'Filters `professionalId`, `weekday`. Sorts: professional, weekday, startTime, validFrom, id.',
    },
    create: {
      body: availabilityBody,
      description:
        '`{ professionalId, weekday (1 Monday … 7), startTime, endTime, slotMinutes, validFrom, validTo }`; 409 naming startTime when it overlaps another window. Audited.',
    },
    update: {
      body: availabilityBody,
      description: 'As create. Audited.',
    },
  });

  registerStoreResource(app, {
    name: 'appointment-request-types',
    tag: TAG,
    noun: 'appointment request type',
    store: reference.requestTypeRecords,
    list: {
      query: requestTypeListQuery,
      description: 'Filters `q`, `buildingId`, `active`. Sorts: name, building, active, id.',
    },
    create: {
      body: requestTypeBody,
      description: '`{ buildingId, name, nameEn, active }`. Audited.',
    },
    update: {
      body: requestTypeBody,
      description: 'As create. Audited.',
    },
  });
}
