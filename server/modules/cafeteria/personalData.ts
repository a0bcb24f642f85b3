import type { PersonalData } from '../../privacy/declaration';

const invoices = 'Invoices deducted from pay are tax and pay records the law keeps.';

/** The person's cafeteria cart and invoices. */
export const cafeteriaPersonalData: PersonalData = {
  tables: [
    {
      table: 'cart_items',
      person: { column: 'employee_id' },
      retention: { kind: 'cafeteria_carts', days: 90, after: 'updated_at', expire: 'delete' },
      erasure: { erase: 'delete' },
    },
    {
      table: 'cafeteria_invoices',
      person: { column: 'employee_id' },
      erasure: { erase: 'keep', reason: invoices },
    },
    {
      table: 'cafeteria_invoice_lines',
      person: { column: 'invoice_id', parent: 'cafeteria_invoices' },
      erasure: { erase: 'keep', reason: invoices },
    },
  ],
};
