import { harborLandscaping } from './companies/harbor-landscaping';
import { lakesideBakery } from './companies/lakeside-bakery';
import { redwoodSoftware } from './companies/redwood-software';

export type { DemoCompany, DemoContractor, DemoEmployee } from './companies/demo-types';

/** Two active companies and one still onboarding; the first is the demo owner's. */
export const demoCompanies = [lakesideBakery, redwoodSoftware, harborLandscaping];
