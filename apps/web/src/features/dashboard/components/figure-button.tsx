import ButtonBase from '@mui/material/ButtonBase';
import type { ReactNode } from 'react';
import { VisuallyHidden } from '../../../components/visually-hidden';

interface FigureButtonProps {
  /** Read after the figure's own text ('show the lines'): the visible text stays part of the button's name. */
  hint: string;
  onClick: () => void;
  children: ReactNode;
  'data-testid': string;
  disabled?: boolean;
}

/** A clickable figure (card, total, table entry): opens the lines behind it; reachable by keyboard. */
export function FigureButton({ hint, onClick, children, disabled, ...rest }: FigureButtonProps) {
  return (
    <ButtonBase
      onClick={onClick}
      disabled={disabled}
      data-testid={rest['data-testid']}
      focusRipple
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        justifyContent: 'flex-start',
        width: '100%',
        height: '100%',
        textAlign: 'left',
        borderRadius: 1,
        p: 2,
        '&:hover': { bgcolor: 'action.hover' },
        '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {children}
      <VisuallyHidden>, {hint}</VisuallyHidden>
    </ButtonBase>
  );
}
