import { kept, ofParent, personal, type PersonalData } from '../../privacy/declaration';

const sales = kept({
  es: 'Las ventas a empleados son registros contables que la ley tributaria conserva.',
  en: 'Sales to employees are accounting records the tax law keeps.',
});

/** The person's asset-sale orders. */
export const salesPersonalData: PersonalData = {
  tables: [
    personal('sales_orders', 'employee_id', sales),
    ofParent('sales_order_items', 'order_id', 'sales_orders', sales),
  ],
};
