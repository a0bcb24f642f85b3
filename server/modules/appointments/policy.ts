import { ownersOf } from '../../../contracts/catalogue';
import { access, fromBody, fromQuery } from '../../auth/access';
import { restRules } from '../../http/simpleRest';
import type { ModulePolicy } from '../types';
import { approvalResourceRules } from '../../approvals/policy';

const staff = access.owners('appointments');
/** Medical records and bookings: the employee, or the medical staff (System_Admin is not staff). */
const medicalStaff = ownersOf('appointments').filter((role) => role !== 'System_Admin');
const ownOrStaff = (source: ReturnType<typeof fromQuery>) =>
  access.ownOrStaff('employeeid', source, medicalStaff);

/**
 * Every employee books (the module has no user role); Medical_Staff keep the module (and
 * System_Admin, except for medical records). A badge in a call must be the caller's unless they
 * are medical staff; an appointment or request id that is not that badge's is a 404 (the stores).
 */
export const appointmentsPolicy: ModulePolicy = {
  'GET /Edificios': access.employee,
  'POST /Edificios': staff,
  'GET /Profesionales': access.employee,
  'GET /HorarioDisponible': access.employee,
  'POST /HorarioDisponible': ownOrStaff(fromBody('idColaborador')),
  'POST /HorarioDisponibleWFH': ownOrStaff(fromBody('idColaborador')),
  'GET /CitaS': ownOrStaff(fromQuery('badge')),
  'DELETE /CitaS/:id': ownOrStaff(fromQuery('badge')),
  'GET /CitaS/:id/ics': ownOrStaff(fromQuery('badge')),
  'GET /Citas': staff,
  'PUT /Citas/:id': staff,
  'GET /diagnosticos/getHistorialDiagnosticos': ownOrStaff(fromQuery('badge')),
  'GET /diagnosticos/pruebadeApi': access.employee,
  'GET /HealthCampaigns': access.employee,
  'POST /HealthCampaigns': staff,
  'PUT /HealthCampaigns/:id': staff,
  'DELETE /HealthCampaigns/:id': staff,
  'GET /TipoSolicitud': access.employee,
  'GET /AreaCuenta': access.employee,
  'GET /Personal': ownOrStaff(fromQuery('badge')),
  'GET /AutogestionCita': ownOrStaff(fromQuery('badge')),
  'POST /AutogestionCita': access.own('employeeid', fromBody('badge')),
  'DELETE /AutogestionCita/:id': access.own('employeeid', fromQuery('badge')),
};

/** The staff's own resources on the main family (Medical_Staff and System_Admin). */
export const appointmentsAdminPolicy: ModulePolicy = {
  ...approvalResourceRules('appointment-requests', staff),
  ...restRules('medical-buildings', staff, ['list', 'one', 'create', 'update']),
  ...restRules('medical-professionals', staff, ['list', 'one', 'create', 'update']),
  ...restRules('medical-availability', staff, ['list', 'one', 'create', 'update', 'remove']),
  ...restRules('appointment-request-types', staff, ['list', 'one', 'create', 'update']),
};
