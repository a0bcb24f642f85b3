import { Box, CircularProgress, Tab, Tabs } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { benefitFields } from '../../../contracts/benefits/benefits';
import type { BenefitRecord } from '../../../dataProviders/benefits/benefits';
import { AdminFormPage } from '../../shared/AdminFormPage';
import { BackButton } from '../../shared/BackButton';
import { contractResolver } from '../../shared/contractResolver';
import { BenefitsAdminMenu } from '../shared/BenefitsAdminMenu';
import { BENEFITS_MESSAGES, BENEFITS_TEXTS, benefitsForm } from '../shared/benefitsAdmin';
import { BenefitDiscountsOf } from './BenefitDiscountsOf';
import { BenefitInputs } from './BenefitInputs';

const LIST = '/Benefits/AdminFormBenefits';
const FORM = '/Benefits/FormAdminBenefits';
const TEXTS = { ...BENEFITS_TEXTS, confirmDelete: 'benefits.admin.confirmDeleteBenefit' };

/** The form's own links are numbered in their order, as the adapter sends them. */
const resolver = contractResolver(benefitFields, {
  toContract: (values) => ({
    ...values,
    benefitLinks: Array.isArray(values.benefitLinks)
      ? values.benefitLinks.map((link: object, index: number) => ({ ...link, order: index + 1 }))
      : undefined,
  }),
  messages: BENEFITS_MESSAGES,
});

const BenefitLocationsTab = lazy(() =>
  import('../benefit-locations/BenefitLocationsTab').then((m) => ({
    default: m.BenefitLocationsTab,
  })),
);

/**
 * `/Benefits/FormAdminBenefits`: a new benefit; once saved its form opens
 * (`/Benefits/FormAdminBenefits/{id}`, SPEC §2), whose tabs add its links, discounts and locations.
 */
export function BenefitCreate() {
  return (
    <AdminFormPage<BenefitRecord>
      resource="benefits"
      {...benefitsForm(LIST, FORM, (benefit: BenefitRecord) => benefit.name, TEXTS)}
      createTitle="benefits.admin.createBenefitTitle"
      createdPath={(benefit) => `${FORM}/${benefit.id}`}
      resolver={resolver}
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
    </AdminFormPage>
  );
}

/** `/Benefits/FormAdminBenefits/:id`: the benefit's data and links, its discounts, its locations. */
export function BenefitEdit() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const [tab, setTab] = useState(0);
  const benefitId = Number(id);
  return (
    <>
      <BenefitsAdminMenu />
      <BackButton to={LIST} label="benefits.admin.back" />
      <Tabs value={tab} onChange={(_event, value: number) => setTab(value)} sx={{ mt: 1 }}>
        <Tab label={translate('benefits.admin.tabs.data')} />
        <Tab label={translate('benefits.admin.tabs.discounts')} />
        <Tab label={translate('benefits.admin.tabs.locations')} />
      </Tabs>
      {tab === 0 && (
        <AdminFormPage<BenefitRecord>
          resource="benefits"
          listPath={LIST}
          redirect={false}
          savedNotice="benefits.admin.saved"
          deleteTexts={TEXTS}
          formPath={FORM}
          editTitle="benefits.admin.editBenefitTitle"
          nameOf={(benefit) => benefit.name}
          resolver={resolver}
        >
          <BenefitInputs withLinks />
        </AdminFormPage>
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
