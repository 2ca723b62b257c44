import { excelDates } from './excel-dates.js';

const { isDateFormat, serialDate } = excelDates();

describe('excelDates', () => {
  it('takes a built-in format by its id, a defined one by its code', () => {
    expect(isDateFormat(14, undefined)).toBe(true);
    expect(isDateFormat(22, undefined)).toBe(true);
    expect(isDateFormat(2, undefined)).toBe(false);
    // A workbook may define its own code under a built-in date id: the code decides.
    expect(isDateFormat(14, '0.00')).toBe(false);
    expect(isDateFormat(164, 'yyyy-mm-dd')).toBe(true);
  });

  it('reads d, m, y, h, s only outside quotes, escapes, padding and [colours]; elapsed [h] is a time', () => {
    expect(isDateFormat(164, '[h]:mm')).toBe(true);
    expect(isDateFormat(164, 'h:mm AM/PM')).toBe(true);
    expect(isDateFormat(164, '[Red]#,##0.00')).toBe(false);
    expect(isDateFormat(164, '0.00" days"')).toBe(false);
    expect(isDateFormat(164, '0\\d')).toBe(false);
    expect(isDateFormat(164, '#,##0_);(#,##0)')).toBe(false);
    expect(isDateFormat(164, 'General')).toBe(false);
  });

  it('counts serials from 1899-12-30, a day early before the 1900-02-29 that never was; 1904 from its own epoch', () => {
    expect(serialDate(1, false)).toEqual(new Date('1900-01-01T00:00:00Z'));
    expect(serialDate(59, false)).toEqual(new Date('1900-02-28T00:00:00Z'));
    expect(serialDate(61, false)).toEqual(new Date('1900-03-01T00:00:00Z'));
    expect(serialDate(45717.5, false)).toEqual(new Date('2025-03-01T12:00:00Z'));
    expect(serialDate(0, true)).toEqual(new Date('1904-01-01T00:00:00Z'));
  });
});
