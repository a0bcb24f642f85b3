import type { PersonalData } from '../../privacy/declaration';

const sales = 'Sales to employees are accounting records the tax law keeps.';

/** The person's asset-sale orders. */
export const salesPersonalData: PersonalData = {
  tables: [
    {
      table: 'sales_orders',
      person: { column: 'employee_id' },
      erasure: { erase: 'keep', reason: sales },
    },
    {
      table: 'sales_order_items',
      person: { column: 'order_id', parent: 'sales_orders' },
      erasure: { erase: 'keep', reason: sales },
    },
  ],
};
