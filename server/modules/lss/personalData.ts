import { deleted, personal, type PersonalData } from '../../privacy/declaration';

/** That the person answered a survey period (the answers themselves are anonymous). */
export const lssPersonalData: PersonalData = {
  tables: [personal('lss_participations', 'employee_id', deleted)],
};
