import { access, fromBody, fromQuery } from '../../auth/access';
import { restRules } from '../../http/simpleRest';
import type { ModulePolicy } from '../types';
import { approvalResourceRules } from '../../approvals/policy';

/** The planners: Workforce_Planner and System_Admin. */
const planners = access.owners('schedule');
/** The employee's own badge, or a planner looking at an agent. */
const ownBadge = access.selfOrOwners('schedule', fromQuery('badge'));

/**
 * Every employee requests for themself (the module has no user role): the badge in the query is
 * theirs (planners may read any agent's), and a request or an image is strictly their own — a
 * planner does not file for an agent.
 */
export const scheduleToolsPolicy: ModulePolicy = {
  'GET /Agendas/GetUserValid': ownBadge,
  'GET /Agendas/GetStatusEmployee': ownBadge,
  'GET /Agendas/GetAgendas': ownBadge,
  'GET /Agendas/GetAgendasException': ownBadge,
  'GET /Agendas/GetMyRequestChatBot': ownBadge,
  'GET /Agendas/GetReasons': access.employee,
  'POST /Agendas/PostInsertaRequest': access.own('employeeid', fromBody('Employee_ID')),
  'POST /Agendas/PostBase64ToImage': access.own('username', fromBody('NetworkLogin')),
  'DELETE /Agendas/Requests/:id': access.own('employeeid', fromQuery('badge')),
};

/**
 * The image is open at the door to any employee and read only by its author and the planners
 * (404 for anyone else, checked by the store); the inbox and the schedules are the planners'.
 */
export const schedulePolicy: ModulePolicy = {
  'GET /ScheduleRequests/:id/Image': access.employee,
  ...approvalResourceRules('schedule-requests', planners),
  ...restRules('work-schedules', planners, ['list', 'one', 'create', 'update']),
};
