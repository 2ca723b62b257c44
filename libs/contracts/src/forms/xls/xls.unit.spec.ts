import fc from 'fast-check';
import type { z } from 'zod';
import { fieldErrorsOf } from '../../request/plain-request.js';
import { parseXlsMonth, xlsDateField } from './xls-date.js';
import { XLS_MAX_SIZE_BYTES, xlsUploadSchema } from './xls-upload.schema.js';

const codes = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : fieldErrorsOf(result.error).map((e) => e.code);
};

describe('xls upload', () => {
  it('given dane.xls of 2 MB, when checked, then valid; DANE.XLS too', () => {
    expect(codes(xlsUploadSchema, { fileName: 'dane.xls', size: 2 * 1024 * 1024 })).toEqual([]);
    expect(codes(xlsUploadSchema, { fileName: 'DANE.XLS', size: 1 })).toEqual([]);
  });

  it('given .xlsx, .csv or no extension, when checked, then xls_extension', () => {
    for (const fileName of ['dane.xlsx', 'dane.csv', 'dane', 'xls']) {
      expect(codes(xlsUploadSchema, { fileName, size: 10 })).toEqual(['xls_extension']);
    }
  });

  it('given exactly 100 MB, when checked, then xls_too_large; one byte less, then valid', () => {
    expect(codes(xlsUploadSchema, { fileName: 'a.xls', size: XLS_MAX_SIZE_BYTES })).toEqual([
      'xls_too_large',
    ]);
    expect(codes(xlsUploadSchema, { fileName: 'a.xls', size: XLS_MAX_SIZE_BYTES - 1 })).toEqual([]);
  });

  it('accepts exactly the sizes under 100 MB', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 * XLS_MAX_SIZE_BYTES }), (size) => {
        return (
          (codes(xlsUploadSchema, { fileName: 'a.xls', size }).length === 0) === size < XLS_MAX_SIZE_BYTES
        );
      }),
    );
  });
});

describe('xls date', () => {
  const today = new Date(2024, 4, 15); // 15 May 2024, local time
  const field = xlsDateField(today);

  it('given 05-2023 or the spec example 2023-05, when read, then May 2023', () => {
    expect(parseXlsMonth('05-2023')).toEqual({ year: 2023, month: 5 });
    expect(parseXlsMonth('2023-05')).toEqual({ year: 2023, month: 5 });
  });

  it('given the current month, when checked, then valid; the next month, then date_in_future', () => {
    expect(codes(field, '05-2024')).toEqual([]);
    expect(codes(field, '06-2024')).toEqual(['date_in_future']);
    expect(codes(field, '2025-01')).toEqual(['date_in_future']);
  });

  it('given month 13, a day-month-year or an empty cell, when checked, then invalid_format or required', () => {
    expect(codes(field, '13-2023')).toEqual(['invalid_format']);
    expect(codes(field, '15-05-2023')).toEqual(['invalid_format']);
    expect(codes(field, '')).toEqual(['required']);
  });

  it('rejects exactly the months after the current one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 2050 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const text = `${String(month).padStart(2, '0')}-${year}`;
        const future = year * 12 + month > 2024 * 12 + 5;
        return codes(field, text).includes('date_in_future') === future;
      }),
    );
  });
});
