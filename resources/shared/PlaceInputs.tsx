import { Stack } from '@mui/material';
import { useEffect, useRef } from 'react';
import { SelectInput, useGetList, useSourceContext } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { ServiceFailure } from './ServiceFailure';

const ALL = { pagination: { page: 1, perPage: 100 } } as const;

/** A province, canton or district as the selects list it: its INEC code is its id. */
interface Division {
  id: number | string;
  name: string;
}

/** The form fields of a place's three codes (relative to a list item inside an ArrayInput). */
export interface PlaceSources {
  province: string;
  canton: string;
  district: string;
}

const CODES: PlaceSources = {
  province: 'provinceCode',
  canton: 'cantonCode',
  district: 'districtCode',
};

/**
 * The three read-only resources the selects read, each answering `{ id, name }` records with
 * INEC codes as ids: cantons filtered by `provinceId`, districts by `provinceId` and `cantonId`.
 * The main family's geography by default; the extracurricular family serves its own.
 */
export interface GeographyResources {
  provinces: string;
  cantons: string;
  districts: string;
}

const MAIN_GEOGRAPHY: GeographyResources = {
  provinces: 'provinces',
  cantons: 'cantons',
  districts: 'districts',
};

/** A place as the selects hold it: province and canton codes, '' for none. */
export interface PlaceChoice {
  provinceCode?: number | string | null;
  cantonCode?: string | null;
}

/**
 * The lower levels a change clears: a new province clears canton and district, a new canton the
 * district; nothing when neither changed (the form loading a saved place).
 */
export function placeLevelsToClear(
  before: PlaceChoice,
  after: PlaceChoice,
): ('canton' | 'district')[] {
  if ((before.provinceCode ?? '') !== (after.provinceCode ?? '')) return ['canton', 'district'];
  if ((before.cantonCode ?? '') !== (after.cantonCode ?? '')) return ['district'];
  return [];
}

/**
 * Province → canton → district of Costa Rica's geography: each select asks its list once the
 * level above is chosen and is cleared when that level changes. Works inside a
 * SimpleFormIterator; a list that fails says so with a retry.
 */
export function PlaceInputs({
  sources = CODES,
  resources = MAIN_GEOGRAPHY,
  labels,
}: {
  sources?: PlaceSources;
  resources?: GeographyResources;
  /** Translation keys of the three labels, when not the resource's field names. */
  labels?: PlaceSources;
}) {
  const { getSource } = useSourceContext();
  const { setValue } = useFormContext();
  const [provinceCode, cantonCode] = useWatch({
    name: [getSource(sources.province), getSource(sources.canton)],
  }) as [number | '' | undefined, string | undefined];

  const provinces = useGetList<Division>(resources.provinces, ALL);
  const cantons = useGetList<Division>(
    resources.cantons,
    { ...ALL, filter: { provinceId: provinceCode } },
    { enabled: Boolean(provinceCode) },
  );
  const districts = useGetList<Division>(
    resources.districts,
    { ...ALL, filter: { provinceId: provinceCode, cantonId: cantonCode } },
    { enabled: Boolean(provinceCode && cantonCode) },
  );

  const previous = useRef<PlaceChoice>({ provinceCode, cantonCode });
  useEffect(() => {
    for (const level of placeLevelsToClear(previous.current, { provinceCode, cantonCode })) {
      setValue(getSource(sources[level]), '', { shouldDirty: true });
    }
    previous.current = { provinceCode, cantonCode };
  }, [provinceCode, cantonCode, setValue, getSource, sources]);

  const failed = [provinces, cantons, districts].find((list) => list.error);
  return (
    <Stack spacing={1} sx={{ minWidth: 0 }}>
      {failed && <ServiceFailure error={failed.error} retry={() => void failed.refetch()} />}
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ columnGap: 2, minWidth: 0 }}>
        <SelectInput
          source={sources.province}
          label={labels?.province}
          choices={provinces.data ?? []}
          isPending={provinces.isPending}
          optionText="name"
          fullWidth
        />
        <SelectInput
          source={sources.canton}
          label={labels?.canton}
          choices={cantons.data ?? []}
          isPending={Boolean(provinceCode) && cantons.isPending}
          optionText="name"
          disabled={!provinceCode}
          fullWidth
        />
        <SelectInput
          source={sources.district}
          label={labels?.district}
          choices={districts.data ?? []}
          isPending={Boolean(provinceCode && cantonCode) && districts.isPending}
          optionText="name"
          disabled={!cantonCode}
          fullWidth
        />
      </Stack>
    </Stack>
  );
}
