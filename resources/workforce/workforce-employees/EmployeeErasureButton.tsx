import { Button } from '@mui/material';
import { useState } from 'react';
import { useCreate, useNotify, usePermissions, useRefresh, useTranslate } from 'react-admin';
import { SYSTEM_ADMIN } from '../../../contracts/catalogue';
import type { WorkforceEmployee } from '../../../contracts/workforce/administration';
import { type ErasureRecord, PRIVACY_ERASURES } from '../../../dataProviders/privacy';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { ReportDialog } from '../../shared/PartialReportDialog';
import { refusalOf } from '../../shared/serviceRefusal';

const TEXTS = 'workforce.employees.erasure';

/**
 * Erasure on request of a person who left (deactivated): after a 'Sí' to a question that says what
 * goes and what the law keeps, the privacy kit deletes or anonymises their rows; the answer is
 * shown table by table, the kept ones with their reason. Only System_Admin sees it: POST
 * /api/privacy/erasures is the system administrators' (server/privacy/policy.ts).
 */
export function EmployeeErasureButton({ employee }: { employee: WorkforceEmployee }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { permissions } = usePermissions<string[]>();
  const [create, { isPending }] = useCreate<ErasureRecord>();
  const [asking, setAsking] = useState(false);
  const [result, setResult] = useState<ErasureRecord | null>(null);
  if (employee.active || !permissions?.includes(SYSTEM_ADMIN)) return null;
  const name = `${employee.displayName} (${employee.badge})`;

  const erase = () =>
    create(
      PRIVACY_ERASURES,
      { data: { employeeId: employee.id } },
      {
        onSuccess: (erased) => {
          setAsking(false);
          setResult(erased);
        },
        onError: (error) => {
          setAsking(false);
          notify(refusalOf(error).message, { type: 'error' });
        },
      },
    );

  const close = () => {
    setResult(null);
    refresh();
  };

  return (
    <>
      <Button
        size="small"
        color="error"
        onClick={() => setAsking(true)}
        aria-label={translate(`${TEXTS}.buttonNamed`, { name })}
      >
        {translate(`${TEXTS}.button`)}
      </Button>
      <ConfirmDialog
        open={asking}
        loading={isPending}
        content={translate(`${TEXTS}.confirm`, { name })}
        onConfirm={() => void erase()}
        onClose={() => setAsking(false)}
      />
      {result && (
        <ReportDialog
          title={translate(`${TEXTS}.done`, { name })}
          summary={translate(`${TEXTS}.files`, { smart_count: result.filesDeleted })}
          listLabel={translate(`${TEXTS}.tables`)}
          lines={result.tables
            .filter((table) => table.rows > 0)
            .map((table) => ({
              key: table.table,
              primary: translate(`${TEXTS}.${table.action}`, {
                table: table.table,
                smart_count: table.rows,
              }),
              secondary: table.reason,
            }))}
          onClose={close}
        />
      )}
    </>
  );
}
