import type { ColumnView } from '@ghg/contracts';
import { describe, expect, it } from 'vitest';
import { cellError, cellText, parseCell, sameCell } from './cell-value';

const column = (valueType: ColumnView['valueType'], extra: Partial<ColumnView> = {}): ColumnView => ({
  key: 'c',
  label: { pl: 'C', en: 'C' },
  valueType,
  options: null,
  units: null,
  required: true,
  ...extra,
});

describe('cell values', () => {
  it('parses numbers with a point or a Polish comma, and refuses others', () => {
    expect(parseCell(column('number'), '12,5')).toEqual({ ok: true, value: 12.5 });
    expect(parseCell(column('number'), ' 40 ')).toEqual({ ok: true, value: 40 });
    expect(parseCell(column('number'), '-1')).toEqual({ ok: false, code: 'invalid_number' });
    expect(parseCell(column('number'), '1e3')).toEqual({ ok: false, code: 'invalid_number' });
    expect(parseCell(column('integer'), '2.5')).toEqual({ ok: false, code: 'invalid_number' });
    expect(parseCell(column('integer'), '3')).toEqual({ ok: true, value: 3 });
  });

  it('treats empty as no value, whatever the type', () => {
    for (const type of ['text', 'number', 'integer', 'date', 'option', 'boolean', 'unit'] as const)
      expect(parseCell(column(type), '')).toEqual({ ok: true, value: null });
  });

  it('checks dates, units and booleans', () => {
    expect(parseCell(column('date'), '2025-02-29')).toEqual({ ok: false, code: 'invalid_format' });
    expect(parseCell(column('date'), '2024-02-29')).toEqual({ ok: true, value: '2024-02-29' });
    expect(parseCell(column('unit', { units: ['litres', 'kg'] }), 'kg')).toEqual({ ok: true, value: 'kg' });
    expect(parseCell(column('unit', { units: ['litres'] }), 'kg')).toEqual({
      ok: false,
      code: 'invalid_value',
    });
    expect(parseCell(column('boolean'), 'true')).toEqual({ ok: true, value: true });
    expect(parseCell(column('text'), 'x'.repeat(501))).toEqual({ ok: false, code: 'too_long' });
  });

  it('says "required" only for an empty required column', () => {
    expect(cellError(column('number'), '')).toBe('required');
    expect(cellError(column('number', { required: false }), '')).toBeNull();
    expect(cellError(column('number'), 'abc')).toBe('invalid_number');
  });

  it('recognises text meaning the stored value', () => {
    expect(sameCell(column('number'), '12,50', 12.5)).toBe(true);
    expect(sameCell(column('text'), '', undefined)).toBe(true);
    expect(sameCell(column('number'), '12', 12.5)).toBe(false);
    expect(cellText(false)).toBe('false');
    expect(cellText(null)).toBe('');
  });
});
