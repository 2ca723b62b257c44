import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { ModuleGate } from '../../../components/access/module-gate';
import { HELP_VIDEO_URL } from '../../../components/help-video';
import { instructionsPdf } from '../../../lib/links';
import type { Locale } from '../../../i18n/locale';
import { AddIcon, DeleteIcon, ExitFullScreenIcon, FullScreenIcon } from './icons';

interface TableToolbarProps {
  locale: Locale;
  readOnly: boolean;
  selectedCount: number;
  hasUnsaved: boolean;
  fullScreen: boolean;
  /** Label of the custom factor button ('Add custom fuel', …); null when the table takes none. */
  customLabel: string | null;
  onAdd: () => void;
  onDeleteSelected: () => void;
  onDeleteAll: () => void;
  onReset: () => void;
  onSaveAll: () => void;
  onCustom: () => void;
  onToggleFullScreen: () => void;
  /** Opens the xls import/export dialog (module xlsDataUpload: greyed with the upgrade dialog without it). */
  onSheets?: () => void;
}

/** Table actions of spec §2: add, delete selected, delete all, reset settings, full screen, help PDF and video. */
export function TableToolbar(props: TableToolbarProps) {
  const { t } = useTranslation('report');
  const help = instructionsPdf(props.locale);
  return (
    <Box
      role="toolbar"
      aria-label={t('table.toolbar')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}
    >
      {!props.readOnly && (
        <>
          <Button variant="contained" startIcon={<AddIcon />} onClick={props.onAdd} data-testid="table-add">
            {t('table.add')}
          </Button>
          {props.hasUnsaved && (
            <Button variant="contained" color="secondary" onClick={props.onSaveAll} data-testid="table-save">
              {t('table.save')}
            </Button>
          )}
          <Button
            variant="outlined"
            startIcon={<DeleteIcon />}
            disabled={props.selectedCount === 0}
            onClick={props.onDeleteSelected}
            data-testid="table-delete-selected"
          >
            {t('table.deleteSelected', { number: props.selectedCount })}
          </Button>
          <Button variant="outlined" color="error" onClick={props.onDeleteAll} data-testid="table-delete-all">
            {t('table.deleteAll')}
          </Button>
          <Button variant="outlined" color="warning" onClick={props.onReset} data-testid="table-reset">
            {t('table.reset')}
          </Button>
          {props.customLabel && (
            <Button variant="outlined" onClick={props.onCustom} data-testid="table-custom-factor">
              {props.customLabel}
            </Button>
          )}
        </>
      )}
      {props.onSheets && (
        <ModuleGate module="xlsDataUpload" place="global" fallback="custom-plan" display="inline-block">
          <Button variant="outlined" onClick={props.onSheets} data-testid="table-sheets">
            {t('sheets:open')}
          </Button>
        </ModuleGate>
      )}
      <Box sx={{ flexGrow: 1 }} />
      <Link href={help} target="_blank" rel="noopener" data-testid="table-help-pdf">
        {t('table.helpPdf')}
      </Link>
      {HELP_VIDEO_URL && (
        <Link href={HELP_VIDEO_URL} target="_blank" rel="noopener" data-testid="table-help-video">
          {t('table.helpVideo')}
        </Link>
      )}
      <Button
        variant="text"
        startIcon={props.fullScreen ? <ExitFullScreenIcon /> : <FullScreenIcon />}
        aria-pressed={props.fullScreen}
        onClick={props.onToggleFullScreen}
        data-testid="table-full-screen"
      >
        {props.fullScreen ? t('table.exitFullScreen') : t('table.fullScreen')}
      </Button>
    </Box>
  );
}
