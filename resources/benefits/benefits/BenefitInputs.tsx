import { Stack, Typography } from '@mui/material';
import {
  ArrayInput,
  BooleanInput,
  ReferenceInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useTranslate,
} from 'react-admin';
import { ImageUploadInput } from '../../shared/ImageUploadInput';
import { RichTextBodyInput } from '../../shared/RichTextBodyInput';
import { SideBySideInputs } from '../../shared/SideBySideInputs';
import { CategoryInput } from './CategoryInput';

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
            <SelectInput optionText="name" />
          </ReferenceInput>
          <TextInput source="name" />
          <TextInput source="link" />
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
        <TextInput source="name" />
        <CategoryInput source="idCategory" />
      </SideBySideInputs>
      <TextInput source="detail" fullWidth />
      <RichTextBodyInput
        source="description"
        loadingLabel={translate('benefits.admin.loadingEditor')}
      />
      <RichTextBodyInput
        source="benefitInfo"
        loadingLabel={translate('benefits.admin.loadingEditor')}
      />
      <SideBySideInputs>
        <TextInput source="link" />
        <TextInput source="email" />
      </SideBySideInputs>
      <SideBySideInputs>
        <TextInput source="facebook" />
        <TextInput source="instagram" />
      </SideBySideInputs>
      <BooleanInput source="active" />
      <SideBySideInputs>
        <ImageUploadInput source="logoPicture" />
        <ImageUploadInput source="imagePicture" />
      </SideBySideInputs>
      {withLinks && <BenefitLinksInput />}
    </Stack>
  );
}
