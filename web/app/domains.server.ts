// Every domain of the product, in one list. Adding a domain is one import and one entry here;
// the app, the route table, the realtime hub and the worker are built from this list.
import type { DomainRegistration } from '../server/domain.ts';
import { domain as accounts } from '../domains/accounts/register.server.ts';
import { domain as admin } from '../domains/admin/register.server.ts';
import { domain as addresses } from '../domains/addresses/register.server.ts';
import { domain as applications } from '../domains/applications/register.server.ts';
import { domain as backgroundChecks } from '../domains/background-checks/register.server.ts';
import { domain as banking } from '../domains/banking/register.server.ts';
import { domain as careers } from '../domains/careers/register.server.ts';
import { domain as caregivers } from '../domains/caregivers/register.server.ts';
import { domain as caregiverOnboarding } from '../domains/caregiver-onboarding/register.server.ts';
import { domain as caregiverSearch } from '../domains/caregiver-search/register.server.ts';
import { domain as contact } from '../domains/contact/register.server.ts';
import { domain as dashboards } from '../domains/dashboards/register.server.ts';
import { domain as employer } from '../domains/employer/register.server.ts';
import { domain as invites } from '../domains/invites/register.server.ts';
import { domain as invoices } from '../domains/invoices/register.server.ts';
import { domain as jobs } from '../domains/jobs/register.server.ts';
import { domain as messages } from '../domains/messages/register.server.ts';
import { domain as myData } from '../domains/my-data/register.server.ts';
import { domain as myPay } from '../domains/my-pay/register.server.ts';
import { domain as notifications } from '../domains/notifications/register.server.ts';
import { domain as payments } from '../domains/payments/register.server.ts';
import { domain as recordsOfEmployment } from '../domains/records-of-employment/register.server.ts';
import { domain as reports } from '../domains/reports/register.server.ts';
import { domain as reviews } from '../domains/reviews/register.server.ts';
import { domain as shifts } from '../domains/shifts/register.server.ts';
import { domain as site } from '../domains/site/register.server.ts';
import { domain as team } from '../domains/team/register.server.ts';
import { domain as taxSlips } from '../domains/tax-slips/register.server.ts';

export const domains: DomainRegistration[] = [
  accounts,
  admin,
  addresses,
  applications,
  backgroundChecks,
  banking,
  careers,
  caregivers,
  caregiverOnboarding,
  caregiverSearch,
  contact,
  dashboards,
  employer,
  invites,
  invoices,
  jobs,
  messages,
  myData,
  myPay,
  notifications,
  payments,
  recordsOfEmployment,
  reports,
  reviews,
  shifts,
  site,
  team,
  taxSlips,
];
