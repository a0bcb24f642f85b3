import { array, type InferType, mixed, object, string } from 'yup';
import type { DivisionLevel } from '../places';
import { COSTA_RICA_BOUNDS } from './locations';

/**
 * The official boundaries of Costa Rica's divisions, loaded once by an administrator: a GeoJSON
 * FeatureCollection (IGN/SNIT publish them so) whose features are Polygons or MultiPolygons with
 * the division's INEC code in `properties.code` ('1' a province, '101' a canton, '10101' a
 * district), coordinates as GeoJSON writes them: [longitude, latitude], inside Costa Rica.
 */

/** '1' a province, '101' a canton, '10101' a district. */
export const INEC_CODE = /^[1-7](\d{2}(\d{2})?)?$/;

/** A division's level from its INEC code's length. */
export const levelOfCode = (code: string): DivisionLevel =>
  code.length === 1 ? 'province' : code.length === 3 ? 'canton' : 'district';

/** Features in one file: Costa Rica has 7 provinces, 84 cantons and under 500 districts. */
export const MAX_BOUNDARY_FEATURES = 1_000;

/** The names of the contract's own tests: the service and the portal word them. */
export const BOUNDARY_TESTS = {
  polygon: 'boundaryPolygon',
  insideCostaRica: 'boundaryInsideCostaRica',
  uniqueCode: 'boundaryUniqueCode',
  inecCode: 'inecCode',
} as const;

/** An INEC code as text; a number (1, 101) is read as the code it writes. */
const inecCode = () =>
  string()
    .transform((value: string, original: unknown) =>
      typeof original === 'number' ? String(original) : value,
    )
    .trim()
    .required()
    .test(BOUNDARY_TESTS.inecCode, '${path} must be an INEC code: 1, 101 or 10101', (value) =>
      INEC_CODE.test(value),
    );

type Problem = 'shape' | 'outside' | null;

const { latitude: LATITUDES, longitude: LONGITUDES } = COSTA_RICA_BOUNDS;

/** A position [longitude, latitude]: its shape, then whether it is in Costa Rica. */
function positionProblem(position: unknown): Problem {
  if (!Array.isArray(position) || position.length < 2) return 'shape';
  const [longitude, latitude] = position as unknown[];
  if (typeof longitude !== 'number' || typeof latitude !== 'number') return 'shape';
  if (!Number.isFinite(longitude) || !Number.isFinite(latitude)) return 'shape';
  const inside =
    latitude >= LATITUDES.min &&
    latitude <= LATITUDES.max &&
    longitude >= LONGITUDES.min &&
    longitude <= LONGITUDES.max;
  return inside ? null : 'outside';
}

/** A polygon's rings: at least one, each of four positions or more. */
function polygonProblem(rings: unknown): Problem {
  if (!Array.isArray(rings) || rings.length === 0) return 'shape';
  let outside = false;
  for (const ring of rings as unknown[]) {
    if (!Array.isArray(ring) || ring.length < 4) return 'shape';
    for (const position of ring as unknown[]) {
      const problem = positionProblem(position);
      if (problem === 'shape') return problem;
      outside ||= problem === 'outside';
    }
  }
  return outside ? 'outside' : null;
}

/** What is wrong with a geometry's coordinates, a wrong shape before a point outside. */
export function coordinatesProblem(type: unknown, coordinates: unknown): Problem {
  if (type === 'Polygon') return polygonProblem(coordinates);
  if (!Array.isArray(coordinates) || coordinates.length === 0) return 'shape';
  let outside = false;
  for (const polygon of coordinates as unknown[]) {
    const problem = polygonProblem(polygon);
    if (problem === 'shape') return problem;
    outside ||= problem === 'outside';
  }
  return outside ? 'outside' : null;
}

const geometryOf = (context: { parent?: unknown }) =>
  (context.parent ?? {}) as { type?: unknown; coordinates?: unknown };

const boundaryFeature = object({
  type: string().oneOf(['Feature']).required(),
  properties: object({
    code: inecCode(),
  }).required(),
  geometry: object({
    type: mixed<'Polygon' | 'MultiPolygon'>().oneOf(['Polygon', 'MultiPolygon']).required(),
    coordinates: mixed<unknown[]>()
      .required()
      .test(
        BOUNDARY_TESTS.polygon,
        '${path} must be the rings of a Polygon or MultiPolygon ([longitude, latitude] positions)',
        function (value) {
          const { type } = geometryOf(this);
          if (type !== 'Polygon' && type !== 'MultiPolygon') return true;
          return coordinatesProblem(type, value) !== 'shape';
        },
      )
      .test(
        BOUNDARY_TESTS.insideCostaRica,
        `\${path} must be inside Costa Rica, in degrees (latitude ${LATITUDES.min} to ${LATITUDES.max}, longitude ${LONGITUDES.min} to ${LONGITUDES.max})`,
        function (value) {
          const { type } = geometryOf(this);
          if (type !== 'Polygon' && type !== 'MultiPolygon') return true;
          return coordinatesProblem(type, value) !== 'outside';
        },
      ),
  }).required(),
});

/** The file an administrator loads (POST /Geography/Boundaries, multipart field `file`). */
export const boundaryCollection = object({
  type: string().oneOf(['FeatureCollection']).required(),
  features: array(boundaryFeature)
    .min(1)
    .max(MAX_BOUNDARY_FEATURES)
    .required()
    .test(BOUNDARY_TESTS.uniqueCode, '${path} names a division twice', function (features) {
      const seen = new Set<string>();
      for (const [index, feature] of (features ?? []).entries()) {
        const code = feature?.properties?.code;
        if (typeof code !== 'string') continue;
        if (seen.has(code))
          return this.createError({
            path: `features[${index}].properties.code`,
            message: `features[${index}].properties.code ${code} is in the file twice`,
          });
        seen.add(code);
      }
      return true;
    }),
});
export type BoundaryCollection = InferType<typeof boundaryCollection>;

/** GET /Geography/Boundaries/{code}. */
export const boundaryParams = object({ code: inecCode() });

/** What a load did: how many divisions of each level it loaded. */
export interface BoundaryImport {
  loaded: number;
  provinces: number;
  cantons: number;
  districts: number;
}
