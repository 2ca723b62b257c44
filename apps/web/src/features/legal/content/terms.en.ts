import type { LegalDocument } from '../model/legal-document';
import { EFFECTIVE_FROM, OPERATOR } from './operator';

export const termsEn: LegalDocument = {
  title: 'Terms of service',
  effectiveFrom: EFFECTIVE_FROM,
  intro: `These terms govern the use of GHG Ledger, a web application for calculating and reporting the greenhouse-gas footprint of companies, provided by ${OPERATOR.name}, ${OPERATOR.addressEn} (the "Provider"). By registering a company or accepting an invitation you accept these terms on behalf of the company you act for.`,
  sections: [
    {
      id: 'definitions',
      heading: '1. Definitions',
      paragraphs: [],
      list: [
        'Customer: the company registered in the application by its administrator;',
        'User: a person with an account who acts for a Customer as administrator, member or auditor;',
        'Activity data: the data a Customer enters about its operations, such as fuel, energy, travel, waste and purchases;',
        'Results: the emissions in tonnes CO2e the application calculates from activity data and emission factors;',
        'Plan: the set of modules available to a Customer (freemium, freemium plus or full access).',
      ],
    },
    {
      id: 'service',
      heading: '2. The service',
      paragraphs: [
        'The application lets a Customer record activity data, calculate its footprint by GHG Protocol scope (Scope I direct emissions, Scope II purchased energy, Scope III other indirect emissions), compare itself with its sector, plan reductions and request reports. The service is meant for businesses; it is not offered to consumers.',
        "Results are estimates based on the activity data the Customer provides and on published emission factors whose sources are shown in the application. They are not an audit or a verification by an accredited body. A full report prepared by the Provider's team is delivered by e-mail within 2 to 3 business days of the request.",
      ],
    },
    {
      id: 'accounts',
      heading: '3. Registration and accounts',
      paragraphs: [
        'A company is registered by its administrator through a one-time registration link; further Users join through invitations sent by an administrator. Each User has a personal account and keeps the password secret; accounts must not be shared.',
        'The administrator manages the Users of the Customer and their roles. An auditor may read the data and its history but not change it. The Customer is responsible for the actions of its Users in the application.',
      ],
    },
    {
      id: 'plans',
      heading: '4. Plans and payment',
      paragraphs: [
        'The freemium plan is free and includes Scopes I and II, the company profile and results for chosen months; it may be limited in time, and after it expires access is locked until the Customer chooses another plan. The freemium plus and full access plans add modules such as Scope III, benchmarking, report generation and reduction plans, as agreed with the Provider.',
        'Paid plans are paid online or by bank transfer against a pro-forma invoice, in advance for the period ordered. Prices are net of VAT. The Provider may block access to a Customer whose payment is more than 14 days overdue, after a reminder.',
      ],
    },
    {
      id: 'customer-duties',
      heading: '5. Duties of the Customer',
      paragraphs: ['The Customer undertakes:'],
      list: [
        'to enter activity data that is true and complete to the best of its knowledge, and to correct data marked as wrong;',
        'not to upload unlawful content, malicious code or data of third parties without a legal basis;',
        'not to try to access data of other Customers, overload the service or bypass its security;',
        'to keep its contact details and company data up to date.',
      ],
    },
    {
      id: 'blocked-periods',
      heading: '6. Closed periods and history',
      paragraphs: [
        "Every change to activity data is recorded with its author and time, and the history cannot be altered. At the Customer's request or after a report has been issued, the Provider's staff may close (block) months so their data can no longer be changed; reopening a month requires the Provider's supervisor.",
      ],
    },
    {
      id: 'licence',
      heading: '7. Intellectual property',
      paragraphs: [
        'The application, its calculation methods and texts belong to the Provider or its licensors. The Customer receives a non-exclusive, non-transferable right to use the application for its own business for the duration of the agreement. The activity data and results belong to the Customer; the Provider may use them only to provide the service and, in anonymised and aggregated form that identifies no Customer, to produce sector benchmarks.',
      ],
    },
    {
      id: 'data-processing',
      heading: '8. Personal data of Users',
      paragraphs: [
        'The Provider processes the personal data of Users as a controller as described in the Privacy policy.',
      ],
    },
    {
      id: 'processing-agreement',
      heading: '9. Processing on behalf of the Customer',
      paragraphs: [
        "Where activity data contains personal data (for example names in business travel records), the Customer is its controller and entrusts its processing to the Provider for the purpose of providing the service, for the duration of the agreement, under Article 28 GDPR. The Provider processes such data only on the Customer's documented instructions given through the application, ensures confidentiality of its staff, applies appropriate security measures, uses sub-processors listed in the Privacy policy under equivalent obligations, assists the Customer with data subjects' requests and breach notifications, deletes or returns the data when the agreement ends, and makes available the information needed to demonstrate compliance.",
      ],
    },
    {
      id: 'availability',
      heading: '10. Availability and support',
      paragraphs: [
        `The Provider aims for the application to be available at all times, except for announced maintenance. Support is available at ${OPERATOR.supportEmail}, by phone during business hours and through the chat in the application.`,
      ],
    },
    {
      id: 'liability',
      heading: '11. Liability',
      paragraphs: [
        'The Provider is not liable for results that follow from incorrect or incomplete activity data, nor for decisions the Customer takes on the basis of the results. The total liability of the Provider towards a Customer is limited to the fees paid by that Customer in the 12 months before the event causing the damage; on the free plan, to PLN 500. These limits do not apply to damage caused intentionally.',
      ],
    },
    {
      id: 'termination',
      heading: '12. Term and termination',
      paragraphs: [
        "The agreement runs for an indefinite period on the free plan and for the period paid on paid plans. Either party may terminate it with 30 days' notice by e-mail; the Provider may terminate it at once if the Customer seriously breaches these terms. After termination the Customer may export its data for 30 days; the data is then deleted as described in the Privacy policy.",
      ],
    },
    {
      id: 'complaints',
      heading: '13. Complaints',
      paragraphs: [
        `Complaints about the service can be sent to ${OPERATOR.supportEmail}. The Provider answers within 14 days.`,
      ],
    },
    {
      id: 'final',
      heading: '14. Changes and final provisions',
      paragraphs: [
        "The Provider may change these terms for important reasons such as a change of law or of the service; administrators are informed by e-mail at least 14 days before a change takes effect and may terminate the agreement before then. Polish law applies. Disputes are settled by the common court competent for the Provider's registered office.",
      ],
    },
  ],
};
