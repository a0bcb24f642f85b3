import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { useTranslate } from 'react-admin';

/**
 * One of a few choices as radio buttons, the group named by its label (an i18n key) for screen
 * readers; `row` lays them side by side (they wrap on a phone).
 */
export function RadioChoices<V extends string>({
  label,
  value,
  choices,
  onChange,
  row,
}: {
  label: string;
  value: V | '';
  choices: readonly { id: V; name: ReactNode }[];
  onChange: (value: V) => void;
  row?: boolean;
}) {
  const translate = useTranslate();
  const labelId = useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>{translate(label)}</FormLabel>
      <RadioGroup
        row={row}
        aria-labelledby={labelId}
        value={value}
        onChange={(event) => onChange(event.target.value as V)}
      >
        {choices.map((choice) => (
          <FormControlLabel
            key={choice.id}
            value={choice.id}
            control={<Radio />}
            label={choice.name}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
