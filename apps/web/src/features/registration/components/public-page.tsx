import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../../components/document-title';

/** The right column of the public-form layout: a heading, a short text, then the form or the next step. */
export function PublicPage({
  title,
  text,
  children,
}: {
  title: string;
  text?: string;
  children?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <Box
      component="section"
      sx={{ display: 'grid', gap: 2, maxWidth: 640 }}
      aria-labelledby="public-page-title"
    >
      <Typography id="public-page-title" variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {text && <Typography>{text}</Typography>}
      {children}
    </Box>
  );
}
