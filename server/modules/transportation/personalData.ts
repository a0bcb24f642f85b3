import type { PersonalData } from '../../privacy/declaration';

/** The person's seat requests and their history. */
export const transportationPersonalData: PersonalData = {
  tables: [
    {
      table: 'transport_requests',
      person: { column: 'employee_id' },
      erasure: { erase: 'delete' },
    },
    {
      table: 'transport_request_status_changes',
      person: { column: 'request_id', parent: 'transport_requests' },
      erasure: { erase: 'delete' },
    },
  ],
};
