import { z } from 'zod';

/** A form's object schema; a body that is not an object at all fails with a code like every other rule. */
export const formObject = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.object(shape, { error: 'invalid_format' });
