import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface InlineFormProps {
  /** Id of the heading the form is labelled by. */
  titleId: string;
  title: string;
  /** Columns of the fields and the button from the `sm`/`md` breakpoint on; one column below it. */
  columns: { sm?: string; md?: string };
  onSubmit: () => void;
  children: ReactNode;
}

/**
 * The company pages' add forms (invite a user, add a location): a heading, fields and a button in one row, the
 * browser's own validation off (ours shows under each field), Enter submits.
 */
export function InlineForm({ titleId, title, columns, onSubmit, children }: InlineFormProps) {
  return (
    <Box
      component="form"
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', ...columns }, alignItems: 'start' }}
    >
      <Typography id={titleId} variant="h6" component="h2" sx={{ gridColumn: '1 / -1' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
