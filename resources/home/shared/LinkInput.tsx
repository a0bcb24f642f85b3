import { TextInput, useTranslate } from 'react-admin';

interface LinkInputProps {
  /** `sourceURL` on the CTAs. */
  source?: string;
  resource?: string;
  /** i18n key of the help; by default what a link may be. */
  helperText?: string;
}

/** Where a home setting leads: a portal path or an https address, as the contract checks it. */
export function LinkInput({
  source = 'sourceURL',
  resource,
  helperText = 'homeSettings.linkHelp',
}: LinkInputProps) {
  const translate = useTranslate();
  return (
    <TextInput source={source} resource={resource} fullWidth helperText={translate(helperText)} />
  );
}
