import { fieldErrorsOf } from '../../request/plain-request.js';
import { invitationSchema, invitationSchemaAgainst } from './invitation.schema.js';

describe('invitation', () => {
  it('given a work e-mail and a role, when parsed, then valid', () => {
    expect(invitationSchema.parse({ email: 'jan@firma.pl', role: 'member' })).toEqual({
      email: 'jan@firma.pl',
      role: 'member',
    });
  });

  it('given no role and a bad e-mail, when parsed, then both are named', () => {
    const result = invitationSchema.safeParse({ email: 'jan@firma', role: undefined });
    expect(result.success || fieldErrorsOf(result.error)).toEqual([
      { path: 'email', code: 'invalid_email' },
      { path: 'role', code: 'required' },
    ]);
  });

  it('given a role other than administrator, member or auditor, when parsed, then invalid_value', () => {
    const result = invitationSchema.safeParse({ email: 'jan@firma.pl', role: 'owner' });
    expect(result.success || fieldErrorsOf(result.error)).toEqual([{ path: 'role', code: 'invalid_value' }]);
  });

  it('given an address already invited in another case, when checked against the list, then email_already_exists', () => {
    const schema = invitationSchemaAgainst(['Jan@Firma.pl']);
    const result = schema.safeParse({ email: 'jan@firma.pl', role: 'administrator' });
    expect(result.success || fieldErrorsOf(result.error)).toEqual([
      { path: 'email', code: 'email_already_exists' },
    ]);
    expect(schema.safeParse({ email: 'ewa@firma.pl', role: 'administrator' }).success).toBe(true);
  });

  it.each(['tester@qa.local', 'jan@biuro.solutions', 'ewa@studio.international'])(
    'given the staff test address %p (.local, a long top-level domain), when parsed, then valid',
    (email) => expect(invitationSchema.safeParse({ email, role: 'member' }).success).toBe(true),
  );
});
