import { Stack } from '@mui/material';
import { useEffect, useRef } from 'react';
import { SelectInput, useGetList, useSourceContext } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { Canton, District, Province } from '../../contracts/benefits/locations';

const ALL = { pagination: { page: 1, perPage: 100 } } as const;

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
 * Province → canton → district of Costa Rica's geography (the `provinces`, `cantons` and
 * `districts` resources, INEC codes): a new province clears canton and district, a new canton
 * the district (not when the form first loads a record). Works inside a SimpleFormIterator.
 */
export function PlaceInputs({ sources = CODES }: { sources?: PlaceSources }) {
  const { getSource } = useSourceContext();
  const { setValue } = useFormContext();
  const [provinceCode, cantonCode] = useWatch({
    name: [getSource(sources.province), getSource(sources.canton)],
  }) as [number | '' | undefined, string | undefined];

  const { data: provinces = [] } = useGetList<Province>('provinces', ALL);
  const { data: cantons = [] } = useGetList<Canton>(
    'cantons',
    { ...ALL, filter: { provinceId: provinceCode } },
    { enabled: Boolean(provinceCode) },
  );
  const { data: districts = [] } = useGetList<District>(
    'districts',
    { ...ALL, filter: { provinceId: provinceCode, cantonId: cantonCode } },
    { enabled: Boolean(provinceCode && cantonCode) },
  );

  const previous = useRef({ provinceCode, cantonCode });
  useEffect(() => {
    const before = previous.current;
    if (before.provinceCode !== provinceCode) {
      setValue(getSource(sources.canton), '', { shouldDirty: true });
      setValue(getSource(sources.district), '', { shouldDirty: true });
    } else if (before.cantonCode !== cantonCode) {
      setValue(getSource(sources.district), '', { shouldDirty: true });
    }
    previous.current = { provinceCode, cantonCode };
  }, [provinceCode, cantonCode, setValue, getSource, sources]);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ columnGap: 2, minWidth: 0 }}>
      <SelectInput source={sources.province} choices={provinces} optionText="name" fullWidth />
      <SelectInput
        source={sources.canton}
        choices={cantons}
        optionText="name"
        disabled={!provinceCode}
        fullWidth
      />
      <SelectInput
        source={sources.district}
        choices={districts}
        optionText="name"
        disabled={!cantonCode}
        fullWidth
      />
    </Stack>
  );
}
