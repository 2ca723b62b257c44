import { fieldErrorsOf, type FieldError } from '../../request/plain-request.js';
import { adminRegistrationSchema } from './admin-registration.schema.js';
import { advancedRegistrationSchema } from './advanced-registration.schema.js';
import { companyRegistrationSchema } from './company-registration.schema.js';
import { invitedUserRegistrationSchema, userRegistrationSchema } from './user-registration.schema.js';

const errors = (result: { success: boolean; error?: Parameters<typeof fieldErrorsOf>[0] }): FieldError[] =>
  result.success || !result.error ? [] : fieldErrorsOf(result.error);

const user = {
  firstName: 'Anna',
  lastName: 'Kowalska-Nowak',
  password: 'Abcdefgh1!',
  repeatPassword: 'Abcdefgh1!',
  email: 'anna@firma.pl',
  phoneNumber: '+48 600 700 800',
  jobTitle: 'Specjalistka ds. ESG',
  acceptRules: true,
  acceptPrivacyPolicy: true,
};

describe('user registration', () => {
  it('given an invited .local address, when parsed as the invited form, then valid; the public form keeps the spec pattern', () => {
    const invited = { ...user, email: 'tester@qa.local' };
    expect(invitedUserRegistrationSchema.safeParse(invited).success).toBe(true);
    expect(errors(userRegistrationSchema.safeParse(invited))).toEqual([
      { path: 'email', code: 'invalid_email' },
    ]);
  });

  it('given a complete form, when parsed, then valid with the phone stored without spaces', () => {
    expect(userRegistrationSchema.parse(user)).toMatchObject({ phoneNumber: '+48600700800' });
  });

  it('given no phone and no job title, when parsed, then still valid', () => {
    const { phoneNumber: _p, jobTitle: _j, ...rest } = user;
    expect(userRegistrationSchema.safeParse(rest).success).toBe(true);
  });

  it('given different passwords, when parsed, then passwords_mismatch on repeatPassword', () => {
    expect(errors(userRegistrationSchema.safeParse({ ...user, repeatPassword: 'Abcdefgh1?' }))).toEqual([
      { path: 'repeatPassword', code: 'passwords_mismatch' },
    ]);
  });

  it('given the consents not ticked, when parsed, then terms_required and privacy_policy_required', () => {
    expect(
      errors(userRegistrationSchema.safeParse({ ...user, acceptRules: false, acceptPrivacyPolicy: false })),
    ).toEqual([
      { path: 'acceptRules', code: 'terms_required' },
      { path: 'acceptPrivacyPolicy', code: 'privacy_policy_required' },
    ]);
  });

  it('given no object at all, when parsed, then invalid_format for the whole form', () => {
    expect(errors(userRegistrationSchema.safeParse(null))).toEqual([{ path: '', code: 'invalid_format' }]);
  });

  it('given an empty form, when parsed, then every required field is named', () => {
    expect(errors(userRegistrationSchema.safeParse({}))).toEqual([
      { path: 'firstName', code: 'required' },
      { path: 'lastName', code: 'required' },
      { path: 'password', code: 'required' },
      { path: 'repeatPassword', code: 'required' },
      { path: 'email', code: 'required' },
      { path: 'acceptRules', code: 'terms_required' },
      { path: 'acceptPrivacyPolicy', code: 'privacy_policy_required' },
    ]);
  });

  it('given a bad surname and mismatched passwords, when parsed, then both problems at once', () => {
    const result = userRegistrationSchema.safeParse({ ...user, lastName: 'K0walska', repeatPassword: 'x' });
    expect(errors(result)).toEqual([
      { path: 'lastName', code: 'invalid_last_name' },
      { path: 'repeatPassword', code: 'passwords_mismatch' },
    ]);
  });
});

describe('admin registration', () => {
  const admin = { ...user, repeatEmail: 'Anna@Firma.pl' };

  it('given matching e-mails differing only in case, when parsed, then valid', () => {
    expect(adminRegistrationSchema.safeParse(admin).success).toBe(true);
  });

  it('given different e-mails, when parsed, then emails_mismatch on repeatEmail', () => {
    expect(errors(adminRegistrationSchema.safeParse({ ...admin, repeatEmail: 'jan@firma.pl' }))).toEqual([
      { path: 'repeatEmail', code: 'emails_mismatch' },
    ]);
  });

  it('given a 9-character password valid at user registration, when parsed, then admin_password_too_short', () => {
    const shortPassword = { ...admin, password: 'Abcdefg1!', repeatPassword: 'Abcdefg1!' };
    expect(userRegistrationSchema.safeParse(shortPassword).success).toBe(true);
    expect(errors(adminRegistrationSchema.safeParse(shortPassword))).toEqual([
      { path: 'password', code: 'admin_password_too_short' },
    ]);
  });
});

describe('company registration', () => {
  const company = {
    companyName: 'Zielona Energia Sp. z o.o.',
    street: 'ul. Marszałkowska 1',
    postalCode: '00-950',
    city: 'Warszawa',
    nip: '123-456-32-18',
    country: 'PL',
  };

  it('given complete company data, when parsed, then valid', () => {
    expect(companyRegistrationSchema.safeParse(company).success).toBe(true);
  });

  it('given no country, a long postal code and a bad tax number, when parsed, then each is named', () => {
    const result = companyRegistrationSchema.safeParse({
      ...company,
      country: '',
      postalCode: '00-950-0000-1',
      nip: '123/456',
    });
    expect(errors(result)).toEqual([
      { path: 'postalCode', code: 'invalid_postal_code' },
      { path: 'nip', code: 'invalid_format' },
      { path: 'country', code: 'country_required' },
    ]);
  });

  it('given a country off the list, when parsed, then invalid_value', () => {
    expect(errors(companyRegistrationSchema.safeParse({ ...company, country: 'XX' }))).toEqual([
      { path: 'country', code: 'invalid_value' },
    ]);
  });
});

describe('advanced registration', () => {
  const advanced = {
    industry: 'BANKING',
    peopleAmount: 'SMALL_COMPANY',
    annualRevenue: 'LESS_THAN_500K',
    acceptRules: true,
    acceptPrivacyPolicy: true,
  };

  it('given all choices and accepted rules, when parsed, then valid', () => {
    expect(advancedRegistrationSchema.safeParse(advanced).success).toBe(true);
  });

  it('given rules not accepted and no industry, when parsed, then terms_required and required', () => {
    expect(
      errors(advancedRegistrationSchema.safeParse({ ...advanced, industry: '', acceptRules: false })),
    ).toEqual([
      { path: 'industry', code: 'required' },
      { path: 'acceptRules', code: 'terms_required' },
    ]);
  });

  it('given the privacy policy not accepted, when parsed, then privacy_policy_required', () => {
    const { acceptPrivacyPolicy: _a, ...withoutPrivacy } = advanced;
    expect(errors(advancedRegistrationSchema.safeParse(withoutPrivacy))).toEqual([
      { path: 'acceptPrivacyPolicy', code: 'privacy_policy_required' },
    ]);
  });
});
