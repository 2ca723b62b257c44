import { z } from 'zod';
import { hasBidiControl } from './bidi-controls.js';

/** Longest free text a single-line form field takes unless a rule says otherwise. */
export const TEXT_FIELD_MAX_LENGTH = 200;

/**
 * A required single-line text: trimmed, 'required' when missing or blank, 'too_long' past maxLength,
 * 'bidi_control' with a text-direction control in it. The first failing check stops the rest, so a blank field
 * reports 'required' only.
 */
export const requiredText = (maxLength = TEXT_FIELD_MAX_LENGTH) =>
  z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'invalid_format'),
    })
    .trim()
    .min(1, { error: 'required', abort: true })
    .max(maxLength, { error: 'too_long', abort: true })
    .refine((text) => !hasBidiControl(text), { error: 'bidi_control', abort: true });

/** An optional single-line text: trimmed, blank or missing allowed; no text-direction controls. */
export const optionalText = (maxLength = TEXT_FIELD_MAX_LENGTH) =>
  z
    .string({ error: 'invalid_format' })
    .trim()
    .max(maxLength, { error: 'too_long', abort: true })
    .refine((text) => !hasBidiControl(text), { error: 'bidi_control' })
    .optional();
