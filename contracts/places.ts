/** A district with the canton and province it is in: codes and names (Costa Rica's INEC codes). */
export interface Place {
  provinceCode: number;
  provinceName: string;
  cantonCode: string;
  cantonName: string;
  districtCode: string;
  districtName: string;
}

/** Where an employee lives: the place, the address line and when it was last said. */
export interface Home extends Place {
  address: string;
  updatedAt: string;
}

/** The levels of Costa Rica's divisions, as a division's loaded boundary names them. */
export type DivisionLevel = 'province' | 'canton' | 'district';

/** A box in degrees: the south, north, west and east edges of an area. */
export interface Box {
  minLatitude: number;
  maxLatitude: number;
  minLongitude: number;
  maxLongitude: number;
}

/** Whether a point is in a box, its edges included. */
export function insideBox(box: Box, latitude: number, longitude: number): boolean {
  return (
    latitude >= box.minLatitude &&
    latitude <= box.maxLatitude &&
    longitude >= box.minLongitude &&
    longitude <= box.maxLongitude
  );
}

/** A division's box: what the location form's map fits and where a click may pick. */
export interface DivisionBox extends Box {
  code: string;
  level: DivisionLevel;
}
