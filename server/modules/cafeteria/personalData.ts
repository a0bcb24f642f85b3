import { deleted, kept, ofParent, personal, type PersonalData } from '../../privacy/declaration';

const invoices = kept({
  es: 'Las facturas rebajadas del salario son registros tributarios y salariales que la ley conserva.',
  en: 'Invoices deducted from pay are tax and pay records the law keeps.',
});

/** The person's cafeteria cart and invoices. */
export const cafeteriaPersonalData: PersonalData = {
  tables: [
    personal('cart_items', 'employee_id', deleted, {
      retention: { kind: 'cafeteria_carts', days: 90, after: 'updated_at', expire: 'delete' },
    }),
    personal('cafeteria_invoices', 'employee_id', invoices),
    ofParent('cafeteria_invoice_lines', 'invoice_id', 'cafeteria_invoices', invoices),
  ],
};
