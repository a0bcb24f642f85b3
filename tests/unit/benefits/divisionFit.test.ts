import { describe, expect, it } from 'vitest';
import { insideBox } from '../../../contracts/places';
import { boxToFit, chosenDivisions } from '../../../resources/benefits/shared/divisionFit';

const box = (
  minLatitude: number,
  maxLatitude: number,
  minLongitude: number,
  maxLongitude: number,
) => ({
  minLatitude,
  maxLatitude,
  minLongitude,
  maxLongitude,
});
const province = box(9, 10.2, -84.5, -83.3);
const canton = box(9.1, 9.6, -83.9, -83.4);
const district = box(9.33, 9.42, -83.75, -83.65);

describe('the division a location form’s map fits', () => {
  it('lists the chosen levels smallest first, leaving out the ones not chosen', () => {
    expect(chosenDivisions({ provinceCode: 1, cantonCode: '119', districtCode: '11901' })).toEqual([
      '11901',
      '119',
      '1',
    ]);
    expect(chosenDivisions({ provinceCode: 1, cantonCode: '', districtCode: undefined })).toEqual([
      '1',
    ]);
    expect(chosenDivisions({ provinceCode: '', cantonCode: null })).toEqual([]);
  });

  it('fits the smallest chosen division that has a loaded boundary', () => {
    const chosen = ['11901', '119', '1'];
    expect(boxToFit(chosen, { '11901': district, '119': canton, '1': province })).toBe(district);
    // The district's boundary not loaded (or not answered yet): its canton's.
    expect(boxToFit(chosen, { '11901': null, '119': canton, '1': province })).toBe(canton);
    expect(boxToFit(chosen, { '1': province })).toBe(province);
  });

  it('fits nothing when no chosen division has one: the map keeps today’s view', () => {
    expect(boxToFit(['11901', '119', '1'], { '11901': null, '119': null })).toBeNull();
    expect(boxToFit([], { '1': province })).toBeNull();
  });

  it('tells a point inside a box, its edges included, from one outside', () => {
    expect(insideBox(district, 9.37, -83.7)).toBe(true);
    expect(insideBox(district, 9.33, -83.65)).toBe(true);
    expect(insideBox(district, 9.93, -84.08)).toBe(false);
    expect(insideBox(district, 9.37, -83.64)).toBe(false);
  });
});
