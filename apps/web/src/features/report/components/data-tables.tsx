import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { QuestionCatalogueView, SectionView, TableView } from '@ghg/contracts';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../i18n/locale';
import { AnswerTable, type HistoryRequest } from './answer-table';
import type { SectionSheetState } from './use-section-sheet';
import { useFeatureSlots } from '../../../lib/feature-slots';
import { useViewerQuery } from '../../../lib/session/viewer-role';
import { useOrganizationLocations } from '../api/organization-locations.query';

interface DataTablesProps {
  section: SectionView;
  tables: readonly TableView[];
  catalogue: QuestionCatalogueView;
  locale: Locale;
  state: SectionSheetState;
  readOnly: boolean;
  activeTable: string | null;
  onActiveTable: (key: string) => void;
  fullScreen: boolean;
  onToggleFullScreen: () => void;
  onReset: () => void;
  onHistory: (request: HistoryRequest) => void;
}

/** The data step: one tab per table of the section (the chosen tab is remembered with the wizard). */
export function DataTables(props: DataTablesProps) {
  const { tables, locale } = props;
  const { t } = useTranslation('report');
  const { RowVerificationProvider } = useFeatureSlots();
  const [viewer] = useViewerQuery();
  const { state: locationsRead } = useOrganizationLocations(viewer.data?.me.organizationId ?? null);
  // Until the locations are read (or when they cannot be) the rows' location cells show what they hold, unchanged.
  const locations = locationsRead.kind === 'ready' ? locationsRead.data.entities : null;
  const active = tables.find((table) => table.key === props.activeTable) ?? tables[0];
  if (!active) return null;
  const count = (key: string) => props.state.rows.filter((row) => row.table === key).length;
  return (
    <RowVerificationProvider afterPosition={props.state.lastPosition}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        {tables.length > 1 && (
          <Tabs
            value={active.key}
            onChange={(_event, key: string) => props.onActiveTable(key)}
            aria-label={t('table.tables')}
            variant="scrollable"
            allowScrollButtonsMobile
          >
            {tables.map((table) => (
              <Tab
                key={table.key}
                value={table.key}
                label={`${table.label[locale]} (${count(table.key)})`}
                data-testid={`table-tab-${table.key}`}
              />
            ))}
          </Tabs>
        )}
        <AnswerTable
          key={active.key}
          section={props.section}
          table={active}
          catalogue={props.catalogue}
          locale={locale}
          state={props.state}
          readOnly={props.readOnly}
          fullScreen={props.fullScreen}
          onToggleFullScreen={props.onToggleFullScreen}
          onReset={props.onReset}
          onHistory={props.onHistory}
          locations={locations}
        />
      </Box>
    </RowVerificationProvider>
  );
}
