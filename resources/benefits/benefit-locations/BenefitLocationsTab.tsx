import AddIcon from '@mui/icons-material/Add';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  Stack,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useCreate, useGetList, useNotify, useTranslate, useUpdate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import type { BenefitLocationRecord } from '../../../dataProviders/benefits/locations';
import { LoadedLocations, LocationText } from '../shared/LocationText';
import { RowActions, type RowButtons } from '../../shared/AdminListPage';
import { LocationInputs, locationResolver } from './LocationInputs';
import { ContractForm } from '../../shared/ContractForm';
import { refusalOf } from '../../shared/serviceRefusal';

const RESOURCE = 'benefit-locations';

const TEXTS = {
  edit: 'benefitLocations.editLabel',
  delete: 'benefitLocations.deleteLabel',
  confirmDelete: 'benefitLocations.deleteQuestion',
  deleted: 'benefitLocations.deleted',
};

function SubmitButton() {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" disabled={isSubmitting}>
      {translate('benefitLocations.save')}
    </Button>
  );
}

/** Create (no record) or edit a location in a dialog; the service's 400 shows under its field. */
function LocationDialog({
  benefitId,
  record,
  onClose,
}: {
  benefitId: number;
  record: BenefitLocationRecord | null;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  const [create] = useCreate();
  const [update] = useUpdate();
  const defaults = record ?? {
    idBenefits: benefitId,
    provinceCode: '',
    cantonCode: '',
    districtCode: '',
    address: '',
    latitude: '',
    longitude: '',
    phone: '',
    whatsapp: '',
    active: true,
    principalLocation: false,
    ubicationType: 'store',
  };
  const submit = async (values: Record<string, unknown>) => {
    const data = { ...values, idBenefits: benefitId };
    try {
      if (record) {
        await update(
          RESOURCE,
          { id: record.id, data, previousData: record },
          { returnPromise: true },
        );
      } else {
        await create(RESOURCE, { data }, { returnPromise: true });
      }
    } catch (error) {
      const { errors } = refusalOf(error);
      if (errors) return errors;
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', {
        type: 'error',
      });
      return undefined;
    }
    notify('benefitLocations.saved', { type: 'success' });
    onClose();
    return undefined;
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <ContractForm
        record={defaults}
        resolver={locationResolver}
        onSubmit={submit}
        resource={RESOURCE}
        noValidate
      >
        <DialogTitle id={titleId}>
          {translate(record ? 'benefitLocations.edit' : 'benefitLocations.add')}
        </DialogTitle>
        <DialogContent>
          <LocationInputs />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('benefitLocations.cancel')}</Button>
          <SubmitButton />
        </DialogActions>
      </ContractForm>
    </Dialog>
  );
}

/**
 * The locations tab of a benefit's admin form: its locations (all of them, inactive too) with
 * edit and delete (after confirmation), and a dialog to add or edit one.
 */
export function BenefitLocationsTab({ benefitId }: { benefitId: number }) {
  const translate = useTranslate();
  const [editing, setEditing] = useState<BenefitLocationRecord | 'new' | null>(null);
  const row: RowButtons<BenefitLocationRecord> = {
    nameOf: (location) => location.address,
    textArgs: (location) => ({ address: location.address }),
    texts: TEXTS,
    edit: (location) => () => setEditing(location),
  };
  const {
    data = [],
    isPending,
    error,
    refetch,
  } = useGetList<BenefitLocationRecord>(RESOURCE, {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'principalLocation', order: 'DESC' },
    filter: { idBenefits: benefitId },
  });
  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2">
          {translate('benefitLocations.title')}
        </Typography>
        <Button startIcon={<AddIcon />} variant="outlined" onClick={() => setEditing('new')}>
          {translate('benefitLocations.add')}
        </Button>
      </Stack>
      <LoadedLocations error={error} isPending={isPending} count={data.length}>
        <List aria-label={translate('benefitLocations.listLabel')}>
          {data.map((location) => (
            <ListItem
              key={location.id}
              divider
              data-testid="benefit-location"
              secondaryAction={<RowActions resource={RESOURCE} record={location} row={row} />}
            >
              <LocationText location={location} admin />
            </ListItem>
          ))}
        </List>
      </LoadedLocations>
      {editing && (
        <LocationDialog
          benefitId={benefitId}
          record={editing === 'new' ? null : editing}
          onClose={() => {
            setEditing(null);
            void refetch();
          }}
        />
      )}
    </Box>
  );
}
