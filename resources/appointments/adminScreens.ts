/** The medical staff's reference screens, fetched together when one is first opened. */
export { RequestTypeForm } from './appointment-request-types/RequestTypeForm';
export { RequestTypeList } from './appointment-request-types/RequestTypeList';
export { CampaignForm } from './health-campaigns/CampaignForm';
export { CampaignList } from './health-campaigns/CampaignList';
export { AvailabilityForm } from './medical-availability/AvailabilityForm';
export { AvailabilityList } from './medical-availability/AvailabilityList';
export { BuildingForm } from './medical-buildings/BuildingForm';
export { BuildingList } from './medical-buildings/BuildingList';
export { ProfessionalForm } from './medical-professionals/ProfessionalForm';
export { ProfessionalList } from './medical-professionals/ProfessionalList';
