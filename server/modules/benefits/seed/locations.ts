import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema';

/**
 * Demo locations: 150 places spread over the seeded benefits and all seven provinces, each near
 * its district's centre, one principal per benefit. Deterministic (no randomness) so every demo
 * database is the same.
 */
export const DEMO_LOCATION_COUNT = 150;

interface Place {
  district: string;
  latitude: number;
  longitude: number;
  /** A shopping centre or landmark of the town, for addresses. */
  landmark: string;
}

// District centres (approximate) in every province, from the capital to the coasts.
const places: readonly Place[] = [
  { district: '10101', latitude: 9.9333, longitude: -84.0795, landmark: 'Avenida Central' },
  { district: '10201', latitude: 9.9189, longitude: -84.1397, landmark: 'Multiplaza Escazú' },
  {
    district: '10301',
    latitude: 9.8972,
    longitude: -84.0628,
    landmark: 'Multicentro Desamparados',
  },
  { district: '10801', latitude: 9.9486, longitude: -84.0506, landmark: 'Plaza Guadalupe' },
  {
    district: '10901',
    latitude: 9.9325,
    longitude: -84.1828,
    landmark: 'Centro Comercial Santa Ana',
  },
  { district: '11301', latitude: 9.9586, longitude: -84.0814, landmark: 'Plaza Tibás' },
  { district: '11501', latitude: 9.9281, longitude: -84.0507, landmark: 'Mall San Pedro' },
  { district: '11801', latitude: 9.9147, longitude: -84.0342, landmark: 'Momentum Curridabat' },
  { district: '11901', latitude: 9.3733, longitude: -83.7036, landmark: 'Plaza Pérez Zeledón' },
  { district: '20101', latitude: 10.0163, longitude: -84.2116, landmark: 'City Mall Alajuela' },
  { district: '20201', latitude: 10.0877, longitude: -84.47, landmark: 'Plaza San Ramón' },
  {
    district: '20301',
    latitude: 10.0731,
    longitude: -84.3119,
    landmark: 'Centro Comercial Grecia',
  },
  { district: '21001', latitude: 10.3238, longitude: -84.4271, landmark: 'Plaza San Carlos' },
  { district: '21007', latitude: 10.4678, longitude: -84.6427, landmark: 'Parque de La Fortuna' },
  { district: '30101', latitude: 9.8644, longitude: -83.9194, landmark: 'Paseo Metrópoli' },
  { district: '30201', latitude: 9.8383, longitude: -83.8656, landmark: 'Plaza Paraíso' },
  { district: '30301', latitude: 9.9069, longitude: -83.9878, landmark: 'Terramall' },
  { district: '30501', latitude: 9.9048, longitude: -83.6832, landmark: 'Centro de Turrialba' },
  { district: '40101', latitude: 9.9981, longitude: -84.117, landmark: 'Paseo de las Flores' },
  { district: '40201', latitude: 10.0214, longitude: -84.1228, landmark: 'Plaza Barva' },
  { district: '40301', latitude: 9.9811, longitude: -84.0894, landmark: 'Plaza Santo Domingo' },
  { district: '40701', latitude: 9.9797, longitude: -84.1856, landmark: 'Plaza Belén' },
  { district: '40801', latitude: 9.9936, longitude: -84.155, landmark: 'Centro Comercial Flores' },
  { district: '50101', latitude: 10.6346, longitude: -85.4407, landmark: 'Plaza Liberia' },
  { district: '50201', latitude: 10.1483, longitude: -85.452, landmark: 'Centro de Nicoya' },
  { district: '50301', latitude: 10.2605, longitude: -85.585, landmark: 'Plaza Santa Cruz' },
  { district: '50309', latitude: 10.2993, longitude: -85.8371, landmark: 'Centro de Tamarindo' },
  { district: '50503', latitude: 10.5505, longitude: -85.6963, landmark: 'Playas del Coco' },
  { district: '60101', latitude: 9.9763, longitude: -84.8384, landmark: 'Paseo de los Turistas' },
  { district: '60201', latitude: 9.9919, longitude: -84.6636, landmark: 'Centro de Esparza' },
  { district: '60601', latitude: 9.431, longitude: -84.1617, landmark: 'Marina Pez Vela' },
  {
    district: '60701',
    latitude: 8.6395,
    longitude: -83.1806,
    landmark: 'Depósito Libre de Golfito',
  },
  { district: '61101', latitude: 9.6146, longitude: -84.6285, landmark: 'Centro de Jacó' },
  { district: '60504', latitude: 9.1607, longitude: -83.7392, landmark: 'Centro de Uvita' },
  { district: '61001', latitude: 8.6528, longitude: -82.9416, landmark: 'Ciudad Neily' },
  { district: '70101', latitude: 9.9913, longitude: -83.0415, landmark: 'Parque Vargas' },
  { district: '70201', latitude: 10.2156, longitude: -83.7848, landmark: 'Plaza Guápiles' },
  { district: '70301', latitude: 10.0975, longitude: -83.507, landmark: 'Centro de Siquirres' },
  { district: '70403', latitude: 9.7373, longitude: -82.8394, landmark: 'Centro de Cahuita' },
  { district: '70601', latitude: 10.2167, longitude: -83.6833, landmark: 'Centro de Guácimo' },
];

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
  const geography = new Map(
    (
      await trx
        .selectFrom('districts')
        .innerJoin('cantons', 'cantons.code', 'districts.canton_code')
        .innerJoin('provinces', 'provinces.code', 'cantons.province_code')
        .select([
          'districts.code as district_code',
          'districts.name as district_name',
          'cantons.code as canton_code',
          'cantons.name as canton_name',
          'provinces.code as province_code',
          'provinces.name as province_name',
        ])
        .where(
          'districts.code',
          'in',
          places.map((place) => place.district),
        )
        .execute()
    ).map((row) => [row.district_code, row]),
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
        ...names,
        address: address(index, names.district_name, place.landmark),
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
