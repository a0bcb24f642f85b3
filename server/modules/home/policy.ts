import { access } from '../../auth/access';
import { restRules } from '../../http/simpleRest';
import type { ModulePolicy } from '../types';

/**
 * Employees read the home page; Home_Owner writes its content. Calendars and CTAs are shared with
 * Bring a friend: those routes admit either owner and each row is written only by its module's
 * owner (settings/access.ts). POST/PUT /HomeMessage also check the message: news need Home_Owner,
 * a kudos is edited only by its author.
 */
export const homePolicy: ModulePolicy = {
  'GET /CalendarActivitie/GetAllByApplicationId/:id': access.employee,
  'GET /CalendarActivitie/:id': access.employee,
  'POST /CalendarActivitie': access.owners('home', 'referrals'),
  'PUT /CalendarActivitie': access.owners('home', 'referrals'),
  'DELETE /CalendarActivitie/Delete/:id': access.owners('home', 'referrals'),
  'GET /HomeMenu': access.employee,
  'GET /HomeMenu/:id': access.employee,
  'POST /HomeMenu': access.owners('home'),
  'PUT /HomeMenu': access.owners('home'),
  'DELETE /HomeMenu/Delete/:id': access.owners('home'),
  'GET /CTAs/GetHomeVideo': access.employee,
  'GET /CTAs/GetRAFTVideo': access.employee,
  'PUT /CTAs/UpdateHomeVideo': access.owners('home'),
  'PUT /CTAs/UpdateCTA': access.owners('home', 'referrals'),
  'GET /CTAs/GetAllBanner': access.employee,
  'GET /CTAs/GetAskAlejandro': access.employee,
  'GET /CTAs/GetChatBot': access.employee,
  'GET /CTAs/GetAllContact': access.employee,
  'POST /CTAs/AddContact': access.owners('home', 'referrals'),
  'GET /CTAs/:id': access.employee,
  'DELETE /CTAs/:id': access.owners('home', 'referrals'),
  'GET /api/Common/GetImages': access.employee,
  'GET /api/Common/GetRAFTImages': access.employee,

  'GET /HomeMessage': access.employee,
  'GET /HomeMessage/GetById/:id': access.employee,
  'POST /HomeMessage': access.employee,
  'PUT /HomeMessage': access.employee,
  'POST /HomeMessage/Image': access.owners('home'),
  'GET /HomeMessage/GetKudosCorrections': access.employee,
  'GET /HomeMessage/GetKudosSuggestionMessages': access.employee,
  ...restRules('home-messages', access.owners('home'), ['list', 'one', 'update']),
  ...restRules('kudos-suggestions', access.owners('home'), [
    'list',
    'one',
    'create',
    'update',
    'remove',
  ]),
  'GET /BirthdayMembers': access.employee,
  'GET /api/Raft/GetGoldenReferresList': access.employee,
};
