import { Stack, Typography } from '@mui/material';
import {
  ArrayInput,
  BooleanInput,
  email,
  maxLength,
  minLength,
  ReferenceInput,
  required,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useTranslate,
} from 'react-admin';
import { BenefitImageInput } from '../shared/BenefitImageInput';
import { httpsUrl } from '../shared/validators';
import { RichTextBodyInput } from '../../shared/RichTextBodyInput';
import { SideBySideInputs } from '../../shared/SideBySideInputs';

/** A benefit's own links, in order: each of a kind of the catalogue (/Benefits/Links). */
function BenefitLinksInput() {
  const translate = useTranslate();
  return (
    <>
      <ArrayInput source="benefitLinks">
        <SimpleFormIterator inline>
          <ReferenceInput
            source="idBenefitLink"
            reference="benefit-link-types"
            filter={{ active: true }}
            sort={{ field: 'name', order: 'ASC' }}
          >
            <SelectInput optionText="name" validate={required()} />
          </ReferenceInput>
          <TextInput source="name" validate={[required(), maxLength(100)]} />
          <TextInput source="link" validate={[required(), httpsUrl]} />
          <BooleanInput source="active" defaultValue />
        </SimpleFormIterator>
      </ArrayInput>
      <Typography variant="caption" color="text.secondary">
        {translate('benefits.admin.linksHelp')}
      </Typography>
    </>
  );
}

/** The inputs of a benefit; its links only once it exists (`withLinks`). */
export function BenefitInputs({ withLinks }: { withLinks: boolean }) {
  const translate = useTranslate();
  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 960 }}>
      <SideBySideInputs>
        <TextInput source="name" validate={[required(), minLength(2), maxLength(150)]} />
        <ReferenceInput
          source="idCategory"
          reference="benefit-categories"
          sort={{ field: 'order', order: 'ASC' }}
        >
          <SelectInput optionText="name" validate={required()} />
        </ReferenceInput>
      </SideBySideInputs>
      <TextInput source="detail" validate={[required(), maxLength(500)]} fullWidth />
      <RichTextBodyInput
        source="description"
        loadingLabel={translate('benefits.admin.loadingEditor')}
      />
      <RichTextBodyInput
        source="benefitInfo"
        loadingLabel={translate('benefits.admin.loadingEditor')}
      />
      <SideBySideInputs>
        <TextInput source="link" validate={httpsUrl} />
        <TextInput source="email" validate={email()} />
      </SideBySideInputs>
      <SideBySideInputs>
        <TextInput source="facebook" validate={httpsUrl} />
        <TextInput source="instagram" validate={httpsUrl} />
      </SideBySideInputs>
      <BooleanInput source="active" />
      <SideBySideInputs>
        <BenefitImageInput source="logoPicture" />
        <BenefitImageInput source="imagePicture" />
      </SideBySideInputs>
      {withLinks && <BenefitLinksInput />}
    </Stack>
  );
}
