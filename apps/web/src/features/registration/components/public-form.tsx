import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * The form of a registration step: the browser's own validation off (the schema's messages are shown instead),
 * submit handled by the page, fields in two columns from small screens up unless `columns` is 1.
 */
export function PublicForm(props: { onSubmit: () => void; columns?: 1 | 2; children: ReactNode }) {
  const twoColumns = (props.columns ?? 2) === 2;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
      // The second click of a double click on "Next" would land on the step the first one opened (its fields
      // still empty, so 'required' everywhere) or push the same step twice: only the first click submits.
      onClickCapture={(event) => {
        const submit = (event.target as HTMLElement).closest('button[type=submit]');
        if (submit && event.detail > 1) event.preventDefault();
      }}
      sx={{
        display: 'grid',
        gap: 1,
        ...(twoColumns && { gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }),
      }}
    >
      {props.children}
    </Box>
  );
}
