import { useCallback, useState } from 'react';
import { type FieldError, fieldErrorsOf, validationMessage } from '@ghg/contracts';
import type { z } from 'zod';
import { usePageLocale } from '../../../components/localized';

export type FormValues = Record<string, string | boolean>;

export interface SchemaForm<T> {
  values: FormValues;
  errors: Record<string, string>;
  set: (name: string, value: string | boolean) => void;
  /** The parsed value, or null with every failing field's message shown (spec §5 texts in pl and en). */
  validate: () => T | null;
  /** Errors the server named ('account.email' is shown on 'email' when `prefix` is 'account'). */
  showServerErrors: (fields: readonly FieldError[], prefix?: string) => number;
}

/** A form checked with the contracts schema the server checks it with, so both give the same messages. */
export function useSchemaForm<S extends z.ZodType>(schema: S, initial: FormValues): SchemaForm<z.output<S>> {
  const locale = usePageLocale();
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const messagesOf = useCallback(
    (fields: readonly FieldError[], prefix = '') => {
      const found: Record<string, string> = {};
      for (const field of fields) {
        if (prefix && !field.path.startsWith(`${prefix}.`)) continue;
        const name = prefix ? field.path.slice(prefix.length + 1) : field.path;
        found[name] ??= validationMessage(field.code, locale);
      }
      return found;
    },
    [locale],
  );
  const set = useCallback((name: string, value: string | boolean) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  }, []);
  const validate = useCallback((): z.output<S> | null => {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    setErrors(messagesOf(fieldErrorsOf(result.error)));
    return null;
  }, [schema, values, messagesOf]);
  const showServerErrors = useCallback(
    (fields: readonly FieldError[], prefix?: string) => {
      const found = messagesOf(fields, prefix);
      setErrors(found);
      return Object.keys(found).length;
    },
    [messagesOf],
  );
  return { values, errors, set, validate, showServerErrors };
}
