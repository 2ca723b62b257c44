import fc from 'fast-check';
import type { z } from 'zod';
import { fieldErrorsOf } from '../../request/plain-request.js';
import { checkboxTickedField, privacyPolicyAcceptedField, termsAcceptedField } from './consent.js';
import { addressField, emailField } from './email.js';
import { entityNameField } from './entity-name.js';
import { adminPasswordField, registrationPasswordField } from './password.js';
import { firstNameField, lastNameField } from './person-name.js';
import { phoneNumberField } from './phone.js';
import { postalCodeField } from './postal-code.js';

const codes = (schema: z.ZodType, input: unknown): string[] => {
  const result = schema.safeParse(input);
  return result.success ? [] : fieldErrorsOf(result.error).map((e) => e.code);
};

describe('required', () => {
  it('given a missing, empty or blank value, when checked, then only "required"', () => {
    for (const input of [undefined, '', '   ']) expect(codes(firstNameField, input)).toEqual(['required']);
  });
});

describe('first and last name', () => {
  it.each([
    'Anna',
    'Łukasz',
    'Zoë',
    "O'Brien",
    'O’Brien',
    'Anna-Maria',
    'J.R.R.',
    'Müller, Jr',
    'Żaneta Źrebię',
  ])('given %p, when checked, then valid', (name) => {
    expect(codes(firstNameField, name)).toEqual([]);
    expect(codes(lastNameField, name)).toEqual([]);
  });

  it.each(['Anna2', 'Иван', 'anna@x', '.', '-', 'Jan_Kowalski'])(
    'given %p, when checked, then rejected',
    (name) => {
      expect(codes(firstNameField, name)).toEqual(['invalid_first_name']);
      expect(codes(lastNameField, name)).toEqual(['invalid_last_name']);
    },
  );
});

describe('e-mail', () => {
  it.each(['anna@firma.pl', 'a.b+c@sub.example.com', 'JAN@FIRMA.EU'])('given %p, then valid', (email) => {
    expect(codes(emailField, email)).toEqual([]);
  });

  it.each([
    'anna',
    'anna@firma',
    'anna@firma.info',
    'anna@firma.p',
    'an na@firma.pl',
    '@firma.pl',
    'a@b@c.pl',
  ])('given %p, then invalid_email', (email) => expect(codes(emailField, email)).toEqual(['invalid_email']));
});

describe('address (invitations: any deliverable address)', () => {
  it.each([
    'anna@firma.pl',
    'tester@qa.local',
    'staff@provider.ghg-ledger.local',
    'anna@firma.info',
    'jan@biuro.solutions',
    'ewa@studio.international',
    'ola@xn--fiqs8s.xn--p1ai',
  ])('given %p, then valid', (email) => expect(codes(addressField, email)).toEqual([]));

  it.each([
    'anna',
    'anna@firma',
    'anna@localhost',
    'anna@firma.p',
    'an na@firma.pl',
    '@firma.pl',
    'a@b@c.pl',
    'anna@-firma.pl',
    'anna@firma..pl',
    'anna@firma.pl1',
  ])('given %p, then invalid_email', (email) =>
    expect(codes(addressField, email)).toEqual(['invalid_email']),
  );
});

describe('postal code', () => {
  it('given 00-950 or SW1A 1AA, then valid; blank, then required; 11 characters, then invalid', () => {
    expect(codes(postalCodeField, '00-950')).toEqual([]);
    expect(codes(postalCodeField, 'SW1A 1AA')).toEqual([]);
    expect(codes(postalCodeField, '')).toEqual(['required']);
    expect(codes(postalCodeField, '12345-67890')).toEqual(['invalid_postal_code']);
  });
});

describe('consents', () => {
  it('given a ticked box, then valid; unticked or missing, then its own code', () => {
    expect(codes(termsAcceptedField, true)).toEqual([]);
    expect(codes(termsAcceptedField, false)).toEqual(['terms_required']);
    expect(codes(privacyPolicyAcceptedField, undefined)).toEqual(['privacy_policy_required']);
    expect(codes(checkboxTickedField, false)).toEqual(['checkbox_required']);
  });
});

describe('passwords', () => {
  it('given Abcdef1! (8 characters, all classes), when checked at registration, then valid', () => {
    expect(codes(registrationPasswordField, 'Abcdef1!')).toEqual([]);
    expect(codes(registrationPasswordField, 'Zażółć1!')).toEqual([]);
  });

  it.each(['Abcde1!', 'abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Abcdefg1'])(
    'given %p missing a length or a class, then invalid_password',
    (password) => expect(codes(registrationPasswordField, password)).toEqual(['invalid_password']),
  );

  it('given 9 characters, when checked under the admin rule, then too short; 10, then valid', () => {
    expect(codes(adminPasswordField, 'Abcdefg1!')).toEqual(['admin_password_too_short']);
    expect(codes(adminPasswordField, 'Abcdefgh1!')).toEqual([]);
    expect(codes(adminPasswordField, 'abcdefgh1!')).toEqual(['invalid_password']);
  });

  it('accepts any password of 8+ characters that has all four classes', () => {
    const arb = fc
      .tuple(fc.string({ minLength: 4, maxLength: 40 }), fc.nat())
      .map(([s, n]) => `a${s.replace(/\s/g, 'x')}Z${n % 10}#`);
    fc.assert(fc.property(arb, (p) => codes(registrationPasswordField, p).length === 0));
  });
});

describe('phone', () => {
  it.each(['+48 600 700 800', '600700800', '+1 202 555 0143', '12'])('given %p, then valid', (phone) => {
    expect(codes(phoneNumberField, phone)).toEqual([]);
  });

  it.each(['0600700800', '+0 600', '1', '+48-600-700-800', '1234567890123456', 'telefon'])(
    'given %p, then invalid_phone',
    (phone) => expect(codes(phoneNumberField, phone)).toEqual(['invalid_phone']),
  );

  it('given a blank value, then allowed and dropped; a filled one, then stored without spaces', () => {
    expect(phoneNumberField.parse('  ')).toBeUndefined();
    expect(phoneNumberField.parse('+48 600 700 800')).toBe('+48600700800');
  });

  it('accepts exactly 2 to 15 digits starting 1-9, plus optional', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.integer({ min: 1, max: 9 }),
        fc.stringMatching(/^\d{0,16}$/),
        (plus, first, rest) => {
          const valid = rest.length >= 1 && rest.length <= 14;
          return (codes(phoneNumberField, `${plus ? '+' : ''}${first}${rest}`).length === 0) === valid;
        },
      ),
    );
  });
});

describe('name fields', () => {
  it('given letters, numbers, spaces and Polish characters, then valid; punctuation, then invalid_name', () => {
    expect(codes(entityNameField, 'Olej opałowy 2 źródło')).toEqual([]);
    expect(codes(entityNameField, 'Olej-opałowy')).toEqual(['invalid_name']);
    expect(codes(entityNameField, 'R-404A')).toEqual(['invalid_name']);
  });
});
