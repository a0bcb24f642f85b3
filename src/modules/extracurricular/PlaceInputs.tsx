import { Stack } from '@mui/material';
import { useEffect, useRef } from 'react';
import { SelectInput, useGetList } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type {
  CantonRecord,
  DistrictRecord,
  ProvinceRecord,
} from '../../../dataProviders/extracurricular/extracurricular';
import { ServiceFailure } from '../../components/ServiceFailure';
import { CANTONS, DISTRICTS, PROVINCES } from './paths';

/** A place as the selects hold it: province, canton, district (INEC codes), '' for none. */
export interface PlaceChoice {
  provinceCode?: number | string | null;
  cantonCode?: string | null;
}

/**
 * The lower levels a change clears: a new province clears canton and district, a new canton the
 * district; nothing when neither changed (the form loading a saved place).
 */
export function placeFieldsToClear(before: PlaceChoice, after: PlaceChoice): string[] {
  if ((before.provinceCode ?? '') !== (after.provinceCode ?? '')) {
    return ['cantonCode', 'districtCode'];
  }
  if ((before.cantonCode ?? '') !== (after.cantonCode ?? '')) return ['districtCode'];
  return [];
}

const ALL = { pagination: { page: 1, perPage: 1000 } } as const;

/**
 * Province → canton → district of the family's geography calls, each select asking its list
 * once the level above is chosen and cleared when that level changes.
 */
export function PlaceInputs({
  labels,
}: {
  labels: { province: string; canton: string; district: string };
}) {
  const { setValue } = useFormContext();
  const [provinceCode, cantonCode] = useWatch({ name: ['provinceCode', 'cantonCode'] }) as [
    number | '' | undefined,
    string | undefined,
  ];
  const provinces = useGetList<ProvinceRecord>(PROVINCES, ALL, { retry: false });
  const cantons = useGetList<CantonRecord>(
    CANTONS,
    { ...ALL, filter: { provinceCode } },
    { enabled: Boolean(provinceCode), retry: false },
  );
  const districts = useGetList<DistrictRecord>(
    DISTRICTS,
    { ...ALL, filter: { cantonCode } },
    { enabled: Boolean(cantonCode), retry: false },
  );

  const previous = useRef<PlaceChoice>({ provinceCode, cantonCode });
  useEffect(() => {
    for (const field of placeFieldsToClear(previous.current, { provinceCode, cantonCode })) {
      setValue(field, '', { shouldDirty: true });
    }
    previous.current = { provinceCode, cantonCode };
  }, [provinceCode, cantonCode, setValue]);

  const failed = [provinces, cantons, districts].find((list) => list.error);
  return (
    <Stack spacing={1}>
      {failed && <ServiceFailure error={failed.error} retry={() => void failed.refetch()} />}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 0, md: 2 }}>
        <SelectInput
          source="provinceCode"
          label={labels.province}
          choices={provinces.data ?? []}
          isPending={provinces.isPending}
          optionValue="id"
          optionText="name"
          fullWidth
        />
        <SelectInput
          source="cantonCode"
          label={labels.canton}
          choices={cantons.data ?? []}
          isPending={Boolean(provinceCode) && cantons.isPending}
          optionValue="id"
          optionText="name"
          disabled={!provinceCode}
          fullWidth
        />
        <SelectInput
          source="districtCode"
          label={labels.district}
          choices={districts.data ?? []}
          isPending={Boolean(cantonCode) && districts.isPending}
          optionValue="id"
          optionText="name"
          disabled={!cantonCode}
          fullWidth
        />
      </Stack>
    </Stack>
  );
}
