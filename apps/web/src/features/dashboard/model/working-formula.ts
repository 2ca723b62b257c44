import type { FactorCitationView, Scope2WorkingView, WorkingStepView } from '@ghg/contracts';
import type { Locale } from '../../../i18n/locale';
import { formatNumber } from './tonnes';

/** Factors keep their source's precision (up to 6 decimals); amounts and results 2 or 3. */
export const trimmedNumber = (value: number, locale: Locale, decimals: number) => {
  const text = formatNumber(value, locale, decimals);
  // Trailing zeros of a long decimal say nothing: 0.743000 reads 0.743.
  return decimals > 2 ? text.replace(/([.,]\d*?[1-9])0+$|[.,]0+$/, '$1') : text;
};

/** A factor as cited: '0.743 kg CO2e/kWh'. */
export function factorText(factor: FactorCitationView, locale: Locale): string {
  if (factor.value === null) return factor.sourceRowId;
  return `${trimmedNumber(factor.value, locale, 6)} kg CO2e/${factor.unit ?? ''}`;
}

/** 'quantity unit × factor = kg' with the numbers filled in, in the page's number format. */
export function stepFormula(step: WorkingStepView, locale: Locale): string {
  const quantity =
    step.quantity === null
      ? step.entered
        ? `${trimmedNumber(step.entered.value, locale, 3)} ${step.entered.unit}`
        : '—'
      : `${trimmedNumber(step.quantity, locale, 3)} ${step.factor.unit ?? ''}`;
  return `${quantity} × ${factorText(step.factor, locale)} = ${trimmedNumber(step.kg, locale, 3)} kg CO2e`;
}

/** Location-based: kWh × grid factor = kg. */
export function locationFormula(s2: Scope2WorkingView, locale: Locale): string {
  return `${trimmedNumber(s2.kwh, locale, 3)} kWh × ${trimmedNumber(s2.location.perKwh, locale, 6)} kg CO2e/kWh = ${trimmedNumber(
    s2.location.kg,
    locale,
    3,
  )} kg CO2e`;
}

/** Market-based: (kWh − certified kWh) × factor of the uncovered part = kg. */
export function marketFormula(s2: Scope2WorkingView, locale: Locale): string {
  const m = s2.market;
  const factor = m.perKwh === null ? '—' : `${trimmedNumber(m.perKwh, locale, 6)} kg CO2e/kWh`;
  return `(${trimmedNumber(s2.kwh, locale, 3)} kWh − ${trimmedNumber(m.certifiedKwh, locale, 3)} kWh) × ${factor} = ${trimmedNumber(
    m.kg,
    locale,
    3,
  )} kg CO2e`;
}
