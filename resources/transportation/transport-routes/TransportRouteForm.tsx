import { Stack } from '@mui/material';
import {
  ArrayInput,
  BooleanInput,
  CheckboxGroupInput,
  NumberInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useTranslate,
} from 'react-admin';
import {
  DIRECTIONS,
  MAX_SEATS,
  routeBody,
  TRANSPORT_TESTS,
  type TransportRoute,
} from '../../../contracts/transportation/transportation';
import { ROUTE_FORM_PATH, ROUTES_PATH, ROUTES_RESOURCE } from '../shared/paths';
import { useWeekdayChoices } from '../../shared/dates';
import { TimeInput } from '../../shared/DateInput';
import { AdminFormPage, keptForm } from '../../shared/AdminFormPage';
import { contractResolver } from '../../shared/contractResolver';
import { PlaceInputs } from '../../shared/PlaceInputs';

export const transportRouteResolver = contractResolver(routeBody, {
  messages: {
    [TRANSPORT_TESTS.days]: 'transportation.admin.routes.daysRule',
    'days.min': 'components.validation.minDays',
  },
});

/** A new stop: its place picked province → canton → district. */
const NEW_STOP = { name: '', time: '', provinceCode: '', cantonCode: '', districtCode: '' };

/**
 * `/Transportation/Ruta[/:id]`: a shuttle route (POST/PUT /admin/transport-routes): its name
 * (unique), direction, site, the days it runs, its seats (never below those taken), whether it
 * takes requests, and its stops in the order the shuttle passes (name, time, district), moved up
 * and down or removed; a stop kept keeps its id, so its requests follow it.
 */
export function TransportRouteForm() {
  const translate = useTranslate();
  const weekdays = useWeekdayChoices();
  return (
    <AdminFormPage<TransportRoute>
      {...keptForm(ROUTES_RESOURCE, ROUTES_PATH, ROUTE_FORM_PATH, 'transportation.admin.routes')}
      nameOf={(route) => route.name}
      resolver={transportRouteResolver}
      defaultValues={{
        name: '',
        direction: 'outbound',
        site: '',
        days: [1, 2, 3, 4, 5],
        seats: 20,
        active: true,
        stops: [NEW_STOP],
      }}
    >
      <Stack sx={{ width: '100%', maxWidth: 900, minWidth: 0 }}>
        <TextInput source="name" fullWidth />
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ columnGap: 2 }}>
          <SelectInput
            source="direction"
            choices={DIRECTIONS.map((id) => ({ id, name: `transportation.direction.${id}` }))}
            sx={{ minWidth: 220 }}
          />
          <TextInput source="site" fullWidth />
        </Stack>
        <CheckboxGroupInput
          source="days"
          choices={weekdays}
          translateChoice={false}
          sx={{ '& .MuiFormGroup-root': { flexWrap: 'wrap' } }}
        />
        <Stack direction="row" sx={{ columnGap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <NumberInput
            source="seats"
            min={1}
            max={MAX_SEATS}
            helperText="transportation.admin.routes.seatsHelp"
            sx={{ width: 200 }}
          />
          <BooleanInput source="active" helperText="transportation.admin.routes.activeHelp" />
        </Stack>
        <ArrayInput source="stops" helperText="transportation.admin.routes.stopsHelp">
          <SimpleFormIterator
            fullWidth
            getItemLabel={(index) =>
              translate('transportation.admin.routes.stopNumber', { n: index + 1 })
            }
            sx={{
              '& .RaSimpleFormIterator-line': { borderBottom: 1, borderColor: 'divider', pb: 1 },
            }}
          >
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ columnGap: 2, width: '100%' }}>
              <TextInput source="name" fullWidth />
              <TimeInput source="time" sx={{ minWidth: 150 }} />
            </Stack>
            <PlaceInputs />
          </SimpleFormIterator>
        </ArrayInput>
      </Stack>
    </AdminFormPage>
  );
}
