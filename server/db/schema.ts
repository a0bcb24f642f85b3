import type { AppointmentTables } from '../modules/appointments/tables';
import type { ExtracurricularTables } from '../modules/extracurricular/tables';
import type { BenefitTables } from '../modules/benefits/tables';
import type { CafeteriaTables } from '../modules/cafeteria/tables';
import type { CertificateTables } from '../modules/certificates/tables';
import type { GrowthTables } from '../modules/growth/tables';
import type { HomeTables } from '../modules/home/tables';
import type { LssTables } from '../modules/lss/tables';
import type { NewsletterTables } from '../modules/newsletters/tables';
import type { PayrollTables } from '../modules/payroll/tables';
import type { PersonalDayTables } from '../modules/personalDays/tables';
import type { ReferralTables } from '../modules/referrals/tables';
import type { ReimbursementTables } from '../modules/reimbursement/tables';
import type { SalesTables } from '../modules/sales/tables';
import type { ScheduleTables } from '../modules/schedule/tables';
import type { TransportationTables } from '../modules/transportation/tables';
import type { ApprovalTables } from '../approvals/tables';
import type { GeographyTables } from '../geography/tables';
import type { PlatformTables } from './platformTables';
import type { JobTables } from '../jobs/tables';
import type { RecordReadTables } from '../privacy/readsTables';
import type { PrivacyTables } from '../privacy/tables';

/** The whole database: the platform's tables and each module's (their own `tables.ts`). */
export interface Database
  extends
    PlatformTables,
    ApprovalTables,
    JobTables,
    RecordReadTables,
    GeographyTables,
    HomeTables,
    NewsletterTables,
    BenefitTables,
    SalesTables,
    ReferralTables,
    GrowthTables,
    PersonalDayTables,
    LssTables,
    ReimbursementTables,
    PayrollTables,
    CafeteriaTables,
    CertificateTables,
    ScheduleTables,
    AppointmentTables,
    ExtracurricularTables,
    TransportationTables,
    PrivacyTables {}
