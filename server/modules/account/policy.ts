import { access, fromParams } from '../../auth/access';
import type { ModulePolicy } from '../types';

/** Sign-in is public (it is how a token is got); an employee reads their own account. */
export const accountPolicy: ModulePolicy = {
  'POST /authenticate/LoadUserData': access.public,
  'POST /authenticate/refresh': access.public,
  'DELETE /Authenticate': access.employee,
  'GET /User/GetUserByUserName/:username': access.self('username', fromParams('username')),
  'GET /user': access.employee,
};
