/** The employee's page: my home, the routes near it, a seat request and my requests. */
export const HOME_PATH = '/Transportation';
/** The coordinators' routes (list, new, edit). */
export const ROUTES_PATH = '/Transportation/Rutas';
export const ROUTE_FORM_PATH = '/Transportation/Ruta';
/** The coordinators' inbox of seat requests and one request's page. */
export const REQUESTS_PATH = '/Transportation/Solicitudes';
/** Where an employee sets their home (the extracurricular family's page). */
export const MY_LOCATION_PATH = '/MyLocation';

/** The employee's calls (dataProviders/transportation). */
export const NEARBY = 'nearby-transport-routes';
export const MY_REQUESTS = 'my-transport-requests';
/** The page's section of my requests, which the seat request's notice links to. */
export const MY_REQUESTS_ANCHOR = 'mis-solicitudes';
/** The coordinators' resources (the portal's own, ra-data-simple-rest). */
export const ROUTES_RESOURCE = 'transport-routes';
export const REQUESTS_RESOURCE = 'transport-requests';

export const routePath = (id: number | string) => `${ROUTE_FORM_PATH}/${id}`;
export const requestPath = (id: number | string) => `${REQUESTS_PATH}/${id}`;
