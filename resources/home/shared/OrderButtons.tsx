import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import { IconButton, Tooltip } from '@mui/material';
import {
  type RaRecord,
  useListContext,
  useNotify,
  useRefresh,
  useTranslate,
  useUpdate,
} from 'react-admin';

/** A record of a list kept in order: its 1-based position. */
export type OrderedRecord = RaRecord & { order: number };

interface OrderButtonsProps {
  resource: string;
  record: OrderedRecord;
  /** What the record is called, in the buttons' accessible names. */
  name: string;
}

/**
 * Move up / move down: an update with the neighbouring order, which the service applies by
 * renumbering in one transaction; the list is read again since its neighbours moved too.
 */
export function OrderButtons({ resource, record, name }: OrderButtonsProps) {
  const { total } = useListContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();

  const move = (order: number) =>
    update(
      resource,
      { id: record.id, data: { ...record, order }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('homeSettings.notifications.moved', { type: 'info' });
          refresh();
        },
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );

  const up = translate('homeSettings.actions.moveUp', { name });
  const down = translate('homeSettings.actions.moveDown', { name });
  const isLast = total !== undefined && record.order >= total;
  return (
    <>
      <Tooltip title={up}>
        <span>
          <IconButton
            aria-label={up}
            size="small"
            disabled={isPending || record.order <= 1}
            onClick={() => move(record.order - 1)}
          >
            <ArrowUpward fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={down}>
        <span>
          <IconButton
            aria-label={down}
            size="small"
            disabled={isPending || isLast}
            onClick={() => move(record.order + 1)}
          >
            <ArrowDownward fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </>
  );
}
