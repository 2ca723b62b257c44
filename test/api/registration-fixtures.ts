/**
 * A valid admin-variant registration (spec §5 rules): the administrator's account, the company and its advanced
 * details, as the public forms send them to `POST /api/magic/{id}/admin`. Tests change one field at a time.
 */
export const adminAccount = {
  firstName: 'Ewa',
  lastName: 'Zielińska',
  password: 'Zielona-Energia1',
  repeatPassword: 'Zielona-Energia1',
  email: 'ewa@zielona.pl',
  repeatEmail: 'Ewa@Zielona.pl',
  phoneNumber: '+48 600 700 800',
  jobTitle: 'Prezes',
};

export const registeredCompany = {
  companyName: 'Zielona Energia Sp. z o.o.',
  street: 'ul. Prosta 1',
  postalCode: '00-950',
  city: 'Warszawa',
  nip: '123-456-32-18',
  country: 'PL',
};

export const advancedDetails = {
  industry: 'BANKING',
  peopleAmount: 'SMALL_COMPANY',
  annualRevenue: 'LESS_THAN_500K',
  acceptRules: true,
  acceptPrivacyPolicy: true,
};

/** The consents an invited user ticks on the user registration form (spec §5). */
export const invitedUserConsents = { acceptRules: true, acceptPrivacyPolicy: true };
