import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import { placesOf } from '../../../geography/places';
import { placeColumns } from '../places';

/**
 * Demo locations: 150 places spread over the seeded benefits and all seven provinces, each near
 * its district's centre, one principal per benefit. Deterministic (no randomness) so every demo
 * database is the same.
 */
const DEMO_LOCATION_COUNT = 150;

interface Place {
  district: string;
  latitude: number;
  longitude: number;
  /** A shopping centre or landmark of the town, for addresses. */
  landmark: string;
}

// District centres (approximate) in every province, from the capital to the coasts:
// [district, latitude, longitude, landmark].
const places: readonly Place[] = (
  [
    ['10101', 9.9333, -84.0795, 'Avenida Central'],
    ['10201', 9.9189, -84.1397, 'Multiplaza Escazú'],
    ['10301', 9.8972, -84.0628, 'Multicentro Desamparados'],
    ['10801', 9.9486, -84.0506, 'Plaza Guadalupe'],
    ['10901', 9.9325, -84.1828, 'Centro Comercial Santa Ana'],
    ['11301', 9.9586, -84.0814, 'Plaza Tibás'],
    ['11501', 9.9281, -84.0507, 'Mall San Pedro'],
    ['11801', 9.9147, -84.0342, 'Momentum Curridabat'],
    ['11901', 9.3733, -83.7036, 'Plaza Pérez Zeledón'],
    ['20101', 10.0163, -84.2116, 'City Mall Alajuela'],
    ['20201', 10.0877, -84.47, 'Plaza San Ramón'],
    ['20301', 10.0731, -84.3119, 'Centro Comercial Grecia'],
    ['21001', 10.3238, -84.4271, 'Plaza San Carlos'],
    ['21007', 10.4678, -84.6427, 'Parque de La Fortuna'],
    ['30101', 9.8644, -83.9194, 'Paseo Metrópoli'],
    ['30201', 9.8383, -83.8656, 'Plaza Paraíso'],
    ['30301', 9.9069, -83.9878, 'Terramall'],
    ['30501', 9.9048, -83.6832, 'Centro de Turrialba'],
    ['40101', 9.9981, -84.117, 'Paseo de las Flores'],
    ['40201', 10.0214, -84.1228, 'Plaza Barva'],
    ['40301', 9.9811, -84.0894, 'Plaza Santo Domingo'],
    ['40701', 9.9797, -84.1856, 'Plaza Belén'],
    ['40801', 9.9936, -84.155, 'Centro Comercial Flores'],
    ['50101', 10.6346, -85.4407, 'Plaza Liberia'],
    ['50201', 10.1483, -85.452, 'Centro de Nicoya'],
    ['50301', 10.2605, -85.585, 'Plaza Santa Cruz'],
    ['50309', 10.2993, -85.8371, 'Centro de Tamarindo'],
    ['50503', 10.5505, -85.6963, 'Playas del Coco'],
    ['60101', 9.9763, -84.8384, 'Paseo de los Turistas'],
    ['60201', 9.9919, -84.6636, 'Centro de Esparza'],
    ['60601', 9.431, -84.1617, 'Marina Pez Vela'],
    ['60701', 8.6395, -83.1806, 'Depósito Libre de Golfito'],
    ['61101', 9.6146, -84.6285, 'Centro de Jacó'],
    ['60504', 9.1607, -83.7392, 'Centro de Uvita'],
    ['61001', 8.6528, -82.9416, 'Ciudad Neily'],
    ['70101', 9.9913, -83.0415, 'Parque Vargas'],
    ['70201', 10.2156, -83.7848, 'Plaza Guápiles'],
    ['70301', 10.0975, -83.507, 'Centro de Siquirres'],
    ['70403', 9.7373, -82.8394, 'Centro de Cahuita'],
    ['70601', 10.2167, -83.6833, 'Centro de Guácimo'],
  ] as const
).map(([district, latitude, longitude, landmark]) => ({ district, latitude, longitude, landmark }));

const TYPES = ['branch', 'store', 'kiosk', 'office'] as const;

function address(index: number, district: string, landmark: string): string {
  switch (index % 5) {
    case 0:
      return `Del parque central de ${district}, 200 m al norte`;
    case 1:
      return `${landmark}, local ${(index % 40) + 1}`;
    case 2:
      return `Frente a la iglesia católica de ${district}`;
    case 3:
      return `Avenida ${(index % 9) + 1}, entre calles ${index % 7} y ${(index % 7) + 2}, ${district}`;
    default:
      return `Contiguo al Banco Nacional, ${district}`;
  }
}

/** Eight digits: `first` then seven derived from `seed`. */
const phoneNumber = (first: number, seed: number) =>
  `${first}${1_000_000 + ((seed * 7919) % 9_000_000)}`;

/** Seeds the demo locations over the benefits already in the database (after the catalogue). */
export async function seedBenefitLocations(trx: Transaction<Database>, now: Date): Promise<void> {
  const benefits = await trx.selectFrom('benefits').select('id').orderBy('id').execute();
  if (benefits.length === 0) return;
  const geography = await placesOf(
    trx,
    places.map((place) => place.district),
  );
  const at = now.toISOString();
  const rows = [];
  let index = 0;
  for (const [order, benefit] of benefits.entries()) {
    // Spread DEMO_LOCATION_COUNT as evenly as possible over the benefits.
    const count =
      Math.floor((DEMO_LOCATION_COUNT * (order + 1)) / benefits.length) -
      Math.floor((DEMO_LOCATION_COUNT * order) / benefits.length);
    for (let local = 0; local < count; local++, index++) {
      const place = places[(order * 7 + local * 11) % places.length]!;
      const names = geography.get(place.district)!;
      // Within about a kilometre of the district centre.
      const offset = (step: number) => (((index * step) % 21) - 10) * 0.0009;
      rows.push({
        benefit_id: benefit.id,
        ...placeColumns(names),
        address: address(index, names.districtName, place.landmark),
        latitude: Math.round((place.latitude + offset(37)) * 1e6) / 1e6,
        longitude: Math.round((place.longitude + offset(53)) * 1e6) / 1e6,
        phone: phoneNumber(2, index + 1),
        whatsapp: index % 2 === 0 ? phoneNumber(8, index + 101) : null,
        active: index % 25 === 24 ? 0 : 1,
        principal_location: local === 0 ? 1 : 0,
        ubication_type: local === 0 ? 'store' : TYPES[index % TYPES.length]!,
        created_at: at,
        updated_at: at,
      });
    }
  }
  for (let start = 0; start < rows.length; start += 50) {
    await trx
      .insertInto('benefit_locations')
      .values(rows.slice(start, start + 50))
      .execute();
  }
}
