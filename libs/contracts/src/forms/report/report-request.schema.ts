import { z } from 'zod';
import { formObject } from '../fields/form-object.js';

/** Spec §2 report generation: a short PDF (at once) or a full report (prepared in 2-3 business days). */
export const REPORT_TYPES = ['short', 'full'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** Radio values of the period choice: 1 from the beginning, 2 current year, 3 previous year, 4 custom range. */
export const REPORT_PERIOD_VALUES = [1, 2, 3, 4] as const;

const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

const yearMonthField = z
  .string({
    error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'invalid_format'),
  })
  .regex(YEAR_MONTH, { error: 'invalid_format' });

/**
 * The chosen period as sent with a report request: the radio value and, for a custom range, dateFrom and
 * dateTo as 'YYYY-MM'. The fixed periods (1-3) are worked out from today by the domain, so their dates
 * are optional here; a custom range needs both, in order.
 */
export const reportPeriodSchema = z
  .object(
    {
      radioValue: z.literal(REPORT_PERIOD_VALUES, {
        error: (issue) =>
          issue.input === undefined || issue.input === null ? 'period_required' : 'invalid_value',
      }),
      dateFrom: yearMonthField.optional(),
      dateTo: yearMonthField.optional(),
    },
    {
      error: (issue) =>
        issue.input === undefined || issue.input === null ? 'period_required' : 'invalid_format',
    },
  )
  .superRefine((period, ctx) => {
    if (period.radioValue !== 4) return;
    if (period.dateFrom === undefined)
      ctx.addIssue({ code: 'custom', path: ['dateFrom'], message: 'required' });
    if (period.dateTo === undefined) ctx.addIssue({ code: 'custom', path: ['dateTo'], message: 'required' });
    // Well-formed 'YYYY-MM' strings order like the months they name; malformed ones are reported above.
    const { dateFrom, dateTo } = period;
    if (dateFrom && dateTo && YEAR_MONTH.test(dateFrom) && YEAR_MONTH.test(dateTo) && dateFrom > dateTo) {
      ctx.addIssue({ code: 'custom', path: ['dateTo'], message: 'invalid_period_range' });
    }
  });

/** Spec §5: a period must be chosen; the type picks the short or the full report. */
export const reportRequestSchema = formObject({
  period: reportPeriodSchema,
  type: z.enum(REPORT_TYPES, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === '' ? 'required' : 'invalid_value',
  }),
});

export type ReportPeriod = z.output<typeof reportPeriodSchema>;
export type ReportRequestInput = z.input<typeof reportRequestSchema>;
export type ReportRequest = z.output<typeof reportRequestSchema>;
