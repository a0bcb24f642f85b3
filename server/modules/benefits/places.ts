import type { Place } from '../../geography/places';

/** A place as a benefit location keeps it: the codes and the names, which later renames leave. */
export const placeColumns = (place: Place) => ({
  province_code: place.provinceCode,
  province_name: place.provinceName,
  canton_code: place.cantonCode,
  canton_name: place.cantonName,
  district_code: place.districtCode,
  district_name: place.districtName,
});
