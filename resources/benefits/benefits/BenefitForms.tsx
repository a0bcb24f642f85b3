import { Box, CircularProgress, Tab, Tabs } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { Create, Edit, SimpleForm, useBasename, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import type { BenefitRecord } from '../../../dataProviders/benefits/benefits';
import { BenefitsFormHeader } from '../shared/BenefitsAdminMenu';
import { BenefitsDeleteButton } from '../shared/BenefitsDeleteButton';
import { EditTitle } from '../../shared/EditTitle';
import { SaveAndDeleteToolbar } from '../../shared/SaveAndDeleteToolbar';
import { BenefitInputs } from './BenefitInputs';
import { BenefitDiscountsOf } from './BenefitDiscountsOf';

const LIST = '/Benefits/AdminFormBenefits';
const FORM = '/Benefits/FormAdminBenefits';

// The locations part of issue 6 (another module) keeps the benefit's locations.
const BenefitLocationsTab = lazy(() =>
  import('../benefit-locations/BenefitLocationsTab').then((m) => ({
    default: m.BenefitLocationsTab,
  })),
);

/** `/Benefits/FormAdminBenefits`: a new benefit; then its form, to add links, discounts and locations. */
export function BenefitCreate() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const basename = useBasename();
  return (
    <>
      <BenefitsFormHeader listPath={LIST} />
      <Create
        resource="benefits"
        title={translate('benefits.admin.createBenefitTitle')}
        redirect={false}
        mutationOptions={{
          onSuccess: (created: BenefitRecord) => {
            notify('benefits.admin.afterCreate', { type: 'success' });
            // SPEC §2: after a benefit is created the user goes to its admin form.
            navigate(`${basename}${FORM}/${created.id}`);
          },
        }}
      >
        <SimpleForm
          defaultValues={{
            name: '',
            detail: '',
            description: '',
            benefitInfo: '',
            active: true,
            logoPicture: null,
            imagePicture: null,
          }}
        >
          <BenefitInputs withLinks={false} />
        </SimpleForm>
      </Create>
    </>
  );
}

/** `/Benefits/FormAdminBenefits/:id`: the benefit's data and links, its discounts, its locations. */
export function BenefitEdit() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const [tab, setTab] = useState(0);
  const benefitId = Number(id);
  return (
    <>
      <BenefitsFormHeader listPath={LIST} />
      <Tabs value={tab} onChange={(_event, value: number) => setTab(value)} sx={{ mt: 1 }}>
        <Tab label={translate('benefits.admin.tabs.data')} />
        <Tab label={translate('benefits.admin.tabs.discounts')} />
        <Tab label={translate('benefits.admin.tabs.locations')} />
      </Tabs>
      {tab === 0 && (
        <Edit
          resource="benefits"
          id={id}
          mutationMode="pessimistic"
          redirect={false}
          title={
            <EditTitle<BenefitRecord>
              title="benefits.admin.editBenefitTitle"
              formPath={FORM}
              nameOf={(benefit) => benefit.name}
            />
          }
          mutationOptions={{ onSuccess: () => notify('benefits.admin.saved', { type: 'success' }) }}
        >
          <SimpleForm
            toolbar={
              <SaveAndDeleteToolbar
                deleteButton={
                  <BenefitsDeleteButton<BenefitRecord>
                    resource="benefits"
                    nameOf={(benefit) => benefit.name}
                    question="benefits.admin.confirmDeleteBenefit"
                    variant="text"
                    redirectTo={LIST}
                  />
                }
              />
            }
          >
            <BenefitInputs withLinks />
          </SimpleForm>
        </Edit>
      )}
      {tab === 1 && <BenefitDiscountsOf benefitId={benefitId} />}
      {tab === 2 && (
        <Box sx={{ mt: 2 }}>
          <Suspense
            fallback={
              <CircularProgress aria-label={translate('benefits.detail.locationsLoading')} />
            }
          >
            <BenefitLocationsTab benefitId={benefitId} />
          </Suspense>
        </Box>
      )}
    </>
  );
}
