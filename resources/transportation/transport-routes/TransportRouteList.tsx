import {
  BooleanField,
  FunctionField,
  NullableBooleanInput,
  SelectInput,
  TextField,
  useGetList,
} from 'react-admin';
import type { Province } from '../../../contracts/benefits/locations';
import { DIRECTIONS, type TransportRoute } from '../../../contracts/transportation/transportation';
import { ROUTE_FORM_PATH, ROUTES_RESOURCE, routePath } from '../shared/paths';
import { useTransportWords } from '../shared/transportParts';
import { AdminListPage } from '../../shared/AdminListPage';

const csv = (route: TransportRoute) => ({
  id: route.id,
  name: route.name,
  direction: route.direction,
  site: route.site,
  days: route.days.join(','),
  seats: route.seats,
  seatsTaken: route.seatsTaken,
  seatsLeft: route.seatsLeft,
  active: route.active,
  stops: route.stops.map((stop) => `${stop.time} ${stop.name} (${stop.districtCode})`).join(' | '),
});

/**
 * `/Transportation/Rutas`: the shuttle routes (GET /admin/transport-routes), by name, searched by
 * name or site and filtered by direction, active and a province one of its stops is in; a row
 * opens its form. A route is deactivated, never deleted: its requests keep pointing at it.
 */
export function TransportRouteList() {
  const words = useTransportWords();
  const { data: provinces = [] } = useGetList<Province>('provinces', {
    pagination: { page: 1, perPage: 100 },
  });
  return (
    <AdminListPage<TransportRoute>
      resource={ROUTES_RESOURCE}
      title="transportation.admin.routes.title"
      filters={[
        <SelectInput
          key="direction"
          source="direction"
          choices={DIRECTIONS.map((id) => ({ id, name: `transportation.direction.${id}` }))}
        />,
        <NullableBooleanInput key="active" source="active" />,
        <SelectInput key="provinceCode" source="provinceCode" choices={provinces} />,
      ]}
      sort={{ field: 'name', order: 'ASC' }}
      csvName="rutas-de-transporte"
      csv={csv}
      create={{ label: 'transportation.admin.routes.create', to: ROUTE_FORM_PATH }}
      open={(route) => routePath(route.id)}
      phone={{
        primaryText: (route) => `${route.name} · ${words.direction(route.direction)}`,
        secondaryText: (route) =>
          `${route.site} · ${words.days(route.days)} · ${route.seatsLeft}/${route.seats}`,
      }}
    >
      <TextField source="name" />
      <FunctionField<TransportRoute>
        source="direction"
        render={(route) => words.direction(route.direction)}
      />
      <TextField source="site" />
      <FunctionField<TransportRoute>
        source="days"
        sortable={false}
        render={(route) => words.days(route.days)}
      />
      <FunctionField<TransportRoute>
        source="stops"
        sortable={false}
        render={(route) => route.stops.length}
      />
      <TextField source="seats" />
      <TextField source="seatsLeft" />
      <BooleanField source="active" sortable={false} />
    </AdminListPage>
  );
}
