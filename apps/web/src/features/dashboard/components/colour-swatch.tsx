import Box from '@mui/material/Box';

/** The small square before a table row's name that names its colour in the chart (decorative: the name says it). */
export function ColourSwatch({ colour }: { colour: string }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{ display: 'inline-block', width: 10, height: 10, bgcolor: colour, mr: 1 }}
    />
  );
}
