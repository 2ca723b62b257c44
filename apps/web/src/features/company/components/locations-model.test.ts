import { LOCATION_NAME_MAX_LENGTH } from '@ghg/contracts';
import { describe, expect, it } from 'vitest';
import { locationFieldMessage, locationNameProblem, locationsInOrder } from './locations-model';

const existing = [
  { entityId: 'a', name: 'Łódź Bałuty' },
  { entityId: 'b', name: 'Warszawa' },
];

describe('locationNameProblem', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['x'.repeat(LOCATION_NAME_MAX_LENGTH + 1), 'too_long'],
    ['Biuro\u202Eobac', 'bidi_control'],
    ['łódź bałuty', 'location_name_taken'],
    ['  WARSZAWA ', 'location_name_taken'],
  ])('given %j, it answers %s', (name, code) => {
    expect(locationNameProblem(name, existing)).toBe(code);
  });

  it('accepts a new name, the longest one with spaces around it, and a name without Polish letters', () => {
    expect(locationNameProblem('Kraków', existing)).toBeNull();
    expect(locationNameProblem(` ${'x'.repeat(LOCATION_NAME_MAX_LENGTH)} `, existing)).toBeNull();
    expect(locationNameProblem('Lodz Baluty', existing)).toBeNull();
  });
});

describe('locationFieldMessage', () => {
  it('gives the location texts and the shared validation texts in both languages', () => {
    expect(locationFieldMessage('location_name_taken', 'pl')).toBe('Lokalizacja o tej nazwie już istnieje');
    expect(locationFieldMessage('location_name_taken', 'en')).toBe(
      'A location with this name already exists',
    );
    expect(locationFieldMessage('required', 'en')).toBe('This field is required');
    expect(locationFieldMessage('too_long', 'pl')).toBe('Ten tekst jest za długi');
  });
});

describe('locationsInOrder', () => {
  it('sorts in Polish order ignoring case, leaving the input as it was', () => {
    const input = [
      { entityId: '1', name: 'żyrardów' },
      { entityId: '2', name: 'Łódź' },
      { entityId: '3', name: 'lublin' },
      { entityId: '4', name: 'Zamość' },
      { entityId: '5', name: 'Ełk' },
      { entityId: '6', name: 'elbląg' },
    ];
    expect(locationsInOrder(input).map((l) => l.name)).toEqual([
      'elbląg',
      'Ełk',
      'lublin',
      'Łódź',
      'Zamość',
      'żyrardów',
    ]);
    expect(input[0]!.name).toBe('żyrardów');
  });
});
