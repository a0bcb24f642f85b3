import { object, string } from 'yup';

/** GET /User/GetUserByUserName/{username} */
export const userNameParams = object({
  username: string().trim().required().max(100),
});

export interface EmployeeProfile {
  username: string;
  badge: string;
  email: string;
  fullName: string;
  firstName: string;
  lastName: string;
  birthday: string;
}
