import { describe, expect, it } from 'vitest';
import { rolePermissions } from './role-permissions';

describe('rolePermissions', () => {
  it.each([
    ['administrator', true, true, true],
    ['member', true, false, true],
    ['auditor', false, false, true],
    ['provider-staff', false, false, false],
  ])('given %s, edits %s, manages users %s, reads the audit trail %s', (role, edit, manage, audit) => {
    expect(rolePermissions(role, ['scope1&2'])).toEqual({
      modules: ['scope1&2'],
      editAnswers: edit,
      manageUsers: manage,
      readAudit: audit,
    });
  });

  it('given a plan that names no modules, every module is open (null)', () => {
    expect(rolePermissions('member', null).modules).toBeNull();
  });
});
