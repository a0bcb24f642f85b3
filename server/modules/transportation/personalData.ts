import { deleted, ofParent, personal, type PersonalData } from '../../privacy/declaration';

/** The person's seat requests and their history. */
export const transportationPersonalData: PersonalData = {
  tables: [
    personal('transport_requests', 'employee_id', deleted),
    ofParent('transport_request_status_changes', 'request_id', 'transport_requests', deleted),
  ],
};
