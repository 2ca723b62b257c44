import ButtonBase from '@mui/material/ButtonBase';
import type { ReactNode } from 'react';

interface FigureButtonProps {
  label: string;
  onClick: () => void;
  children: ReactNode;
  'data-testid': string;
  disabled?: boolean;
}

/** A clickable figure (card, total, table entry): opens the lines behind it; reachable by keyboard. */
export function FigureButton({ label, onClick, children, disabled, ...rest }: FigureButtonProps) {
  return (
    <ButtonBase
      onClick={onClick}
      aria-label={label}
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
    </ButtonBase>
  );
}
