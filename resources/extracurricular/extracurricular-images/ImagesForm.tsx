import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  CATALOGUE_IMAGE_ID,
  type CatalogueImages,
  imagesMultipart,
} from '../../../contracts/extracurricular/extracurricular';
import { IMAGES, IMAGES_PATH } from '../shared/paths';
import { AdminFormPage } from '../../shared/AdminFormPage';
import { contractResolver } from '../../shared/contractResolver';
import { ImageUploadInput } from '../../shared/ImageUploadInput';

const resolver = contractResolver(imagesMultipart);

/**
 * `/ExtracurricularCourses/Imagenes`: the catalogue page's banner and background, one form for
 * both (always image id 1); a picture left as it is stays.
 */
export function ImagesForm() {
  const translate = useTranslate();
  return (
    <AdminFormPage<CatalogueImages>
      resource={IMAGES}
      id={CATALOGUE_IMAGE_ID}
      formPath={IMAGES_PATH}
      editTitle="extracurricular.admin.images"
      savedNotice="extracurricular.admin.imagesSaved"
      redirect={false}
      resolver={resolver}
    >
      <Typography variant="body2" color="text.secondary">
        {translate('extracurricular.admin.imagesHelp')}
      </Typography>
      <ImageUploadInput source="banner" />
      <ImageUploadInput source="backg" />
    </AdminFormPage>
  );
}
