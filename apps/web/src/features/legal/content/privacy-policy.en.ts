import type { LegalDocument } from '../model/legal-document';
import { EFFECTIVE_FROM, OPERATOR } from './operator';

export const privacyPolicyEn: LegalDocument = {
  title: 'Privacy policy',
  effectiveFrom: EFFECTIVE_FROM,
  intro: `This policy explains how ${OPERATOR.name} processes personal data in GHG Ledger, a web application in which companies record activity data and calculate their greenhouse-gas footprint under the GHG Protocol. It applies to the people who register, sign in and work in the application, and to the people invited by them. It follows the General Data Protection Regulation (EU) 2016/679 (GDPR).`,
  sections: [
    {
      id: 'controller',
      heading: '1. Data controller',
      paragraphs: [
        `The controller of the personal data described here is ${OPERATOR.name}, ${OPERATOR.addressEn} (the "Provider"). For anything concerning personal data write to ${OPERATOR.privacyEmail}; for other matters to ${OPERATOR.supportEmail}.`,
        'For the activity data a customer company enters about its operations (fuel, energy, travel, waste, purchases and similar), the customer company is the controller of any personal data contained in it, and the Provider processes that data on its behalf as a processor under the data processing terms of section 9 of the Terms of service.',
      ],
    },
    {
      id: 'data',
      heading: '2. What data we process',
      paragraphs: ['Depending on how you use the application we process:'],
      list: [
        'account data: first name, surname, company e-mail address, phone number and job title (optional), role in the company, and a password stored only as a one-way hash;',
        'company data given at registration: company name, address, tax number (NIP), country, industry, size and revenue band;',
        'usage and audit data: who entered, changed or deleted which value and when, sign-ins, and the technical data of requests (IP address, browser) kept in logs for security;',
        'communication: invitations and other e-mails sent by the application, and messages you send to support or through the chat widget;',
        'billing data of paid plans: the details needed on an invoice or pro-forma invoice.',
      ],
    },
    {
      id: 'purposes',
      heading: '3. Purposes and legal bases',
      paragraphs: ['We process personal data only for these purposes:'],
      list: [
        'to create and run the account and provide the service under the Terms (Article 6(1)(b) GDPR; for people acting for a customer company, the legitimate interest of providing the service the company ordered, Article 6(1)(f));',
        'to keep an audit trail of every change to the emissions data, so results can be verified and reported reliably (Article 6(1)(f) GDPR — the legitimate interest of the Provider and its customers in the integrity of the data);',
        'to keep the service secure, prevent abuse and investigate incidents (Article 6(1)(f) GDPR);',
        'to answer support requests and run the chat (Article 6(1)(b) and (f) GDPR);',
        'to issue invoices and meet accounting and tax duties (Article 6(1)(c) GDPR);',
        'to establish, pursue or defend claims (Article 6(1)(f) GDPR);',
        'to send information about new features or offers, only with your consent, which you can withdraw at any time (Article 6(1)(a) GDPR).',
      ],
    },
    {
      id: 'recipients',
      heading: '4. Recipients and sub-processors',
      paragraphs: [
        "Personal data is seen only by the Provider's staff who need it (support and provider staff who manage plans and blocked periods) and by the users of your own company according to their roles. We do not sell personal data.",
        'We use the following categories of sub-processors, each bound by a data processing agreement under Article 28 GDPR:',
      ],
      list: [
        'hosting and database services in data centres within the European Economic Area;',
        'an e-mail delivery (SMTP) service for invitations, password resets and notifications;',
        'a live-chat service, which receives your e-mail address and a chat identity token after you sign in;',
        'an accounting and invoicing service for paid plans.',
      ],
    },
    {
      id: 'transfers',
      heading: '5. Transfers outside the EEA',
      paragraphs: [
        'We keep the data within the European Economic Area. Where a sub-processor could access it from outside the EEA, the transfer is based on an adequacy decision of the European Commission or on the standard contractual clauses, and we will tell you on request which safeguard applies.',
      ],
    },
    {
      id: 'retention',
      heading: '6. How long we keep data',
      paragraphs: ['We keep personal data no longer than the purpose needs:'],
      list: [
        'account and company data: for as long as the account exists, and then up to 90 days to allow a data export and the deletion from backups;',
        "the audit trail of emissions data: as long as the company's data exists, because the history of a figure is part of that figure; it is deleted together with the company's data;",
        'security logs: 12 months;',
        'invoices and billing data: 5 years from the end of the year in which the tax became due, as Polish tax law requires;',
        'support messages: up to 3 years after the conversation ends, in case of a claim;',
        'data processed on the basis of consent: until the consent is withdrawn.',
      ],
    },
    {
      id: 'rights',
      heading: '7. Your rights',
      paragraphs: [
        `Under the GDPR you have the right to access your data and receive a copy (Article 15), to have it corrected (Article 16), erased (Article 17) or its processing restricted (Article 18), to data portability (Article 20), to object to processing based on legitimate interests (Article 21), and to withdraw consent at any time without affecting earlier processing. Write to ${OPERATOR.privacyEmail}; we answer within one month.`,
        'You also have the right to lodge a complaint with a supervisory authority, in Poland the President of the Personal Data Protection Office (Prezes Urzędu Ochrony Danych Osobowych, ul. Stawki 2, 00-193 Warszawa), or with the authority of the EU country where you live or work.',
        'Giving data at registration is voluntary but needed to create an account. We do not make decisions about you based solely on automated processing.',
      ],
    },
    {
      id: 'cookies',
      heading: '8. Cookies and local storage',
      paragraphs: [
        "The application uses only what it needs to work: a session cookie that keeps you signed in (deleted when the session ends, at the latest after 24 hours), a cookie with the chosen language, and the browser's local storage for the last report page you opened and the registration form you are filling in. These are strictly necessary and need no consent.",
        'The chat widget, loaded after sign-in, may set its own cookies to keep the conversation. We use no advertising cookies and no cross-site tracking. You can delete cookies in your browser at any time; without the session cookie you will need to sign in again.',
      ],
    },
    {
      id: 'security',
      heading: '9. Security',
      paragraphs: [
        'Traffic to the application is encrypted, passwords are stored only as hashes, each company sees only its own data, every change is recorded with its author, and access by provider staff is limited to what their role needs.',
      ],
    },
    {
      id: 'changes',
      heading: '10. Changes to this policy',
      paragraphs: [
        'We will publish any change on this page with its effective date, and tell the administrators of customer companies by e-mail before a change that affects how their data is processed.',
      ],
    },
  ],
};
