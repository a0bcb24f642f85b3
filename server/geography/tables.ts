/** INEC province, 1…7 (migration 0008). */
interface ProvinceTable {
  code: number;
  name: string;
}

/** INEC canton: province digit + two digits ('101'). */
interface CantonTable {
  code: string;
  province_code: number;
  name: string;
}

/** INEC district: canton code + two digits ('10101'). */
interface DistrictTable {
  code: string;
  canton_code: string;
  name: string;
}

/** Where an employee lives (My location): one row per employee, its district and address line. */
interface EmployeeHomeTable {
  employee_id: number;
  district_code: string;
  address: string;
  created_at: string;
  updated_at: string;
}

/** A division's official boundary (migration 0059): its box and its GeoJSON geometry as text. */
interface DivisionBoundaryTable {
  /** The INEC code as text: '1', '101', '10101'. */
  code: string;
  level: 'province' | 'canton' | 'district';
  min_latitude: number;
  max_latitude: number;
  min_longitude: number;
  max_longitude: number;
  geometry: string;
  created_at: string;
  updated_at: string;
}

/** Costa Rica's territorial division and the employees' homes in it: one set for every module. */
export interface GeographyTables {
  provinces: ProvinceTable;
  cantons: CantonTable;
  districts: DistrictTable;
  employee_homes: EmployeeHomeTable;
  division_boundaries: DivisionBoundaryTable;
}
