import { describe, expect, it } from 'vitest';
import { fileProblem, MAX_SHEET_BYTES } from './file-check';

describe('fileProblem', () => {
  it('takes .xls and .xlsx under 100 MB, whatever the case of the extension', () => {
    expect(fileProblem({ name: 'a.xls', size: 10 })).toBeNull();
    expect(fileProblem({ name: 'A.XLSX', size: MAX_SHEET_BYTES - 1 })).toBeNull();
  });
  it('refuses other extensions and files of 100 MB or more', () => {
    expect(fileProblem({ name: 'a.csv', size: 10 })).toBe('type');
    expect(fileProblem({ name: 'a.xlsx.exe', size: 10 })).toBe('type');
    expect(fileProblem({ name: 'a.xlsx', size: MAX_SHEET_BYTES })).toBe('size');
  });
});
