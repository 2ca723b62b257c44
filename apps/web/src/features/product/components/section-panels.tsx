import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ProductQuestionsItemView, ReportProductDetailView } from '@ghg/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useLocalize } from '../../../components/localized';
import type { Locale } from '../../../i18n/locale';
import type { OpenPanels } from '../model/accordion';
import { doughnutOf } from '../model/product-charts';
import { productPath } from '../model/product-figures';
import { formatFixed } from './format';
import { ProductDoughnut } from './product-doughnut';

/**
 * One accordion panel per product section (spec §4 accordion rules, kept by the page): the section's doughnut by
 * subcategory and its lines, each with the factor and the source row it is computed from.
 */
export function SectionPanels({
  report,
  questions,
  tableLabels,
  firstTables,
  open,
  onToggle,
  onShowAll,
  locale,
}: {
  report: ReportProductDetailView;
  questions: ProductQuestionsItemView;
  tableLabels: ReadonlyMap<string, string>;
  firstTables: ReadonlyMap<string, string>;
  open: OpenPanels;
  onToggle: (key: string) => void;
  onShowAll: () => void;
  locale: Locale;
}) {
  const { t } = useTranslation('product');
  const localize = useLocalize();
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <Button onClick={onShowAll}>{t('report.showAll')}</Button>
      </Box>
      {report.result.map((section) => {
        const question = questions.questions.find((q) => q.questionId === section.questionId);
        const doughnut = doughnutOf(
          section.lines.map((l) => ({
            subcategory: l.item ?? l.questionSubCategory,
            co2eKg: l.emission.co2eKg,
          })),
        );
        const firstTable =
          firstTables.get(section.questionId) ??
          question?.rows[0]?.table ??
          section.lines[0]?.questionSubCategory;
        return (
          <Accordion
            key={section.questionId}
            expanded={open.has(section.questionId)}
            onChange={() => onToggle(section.questionId)}
            disableGutters
            data-testid={`product-panel-${section.questionId}`}
          >
            <AccordionSummary>
              <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%' }}>
                <Typography sx={{ fontWeight: 600, flex: '1 1 12rem' }}>{section.label[locale]}</Typography>
                <Typography>{t(`status.${section.status}`)}</Typography>
                <Typography>
                  {t('report.sectionTotal', { value: formatFixed(section.co2e / 1000, 2, locale) })}
                </Typography>
              </Box>
            </AccordionSummary>
            <AccordionDetails>
              {doughnut && (
                <ProductDoughnut
                  doughnut={doughnut}
                  locale={locale}
                  testId={`product-doughnut-${section.questionId}`}
                />
              )}
              {section.lines.length === 0 ? (
                <Typography sx={{ my: 1 }}>{t('report.noLines')}</Typography>
              ) : (
                <Box sx={{ overflowX: 'auto' }}>
                  <Table size="small">
                    <TableHead>
                      <TableRow>
                        <TableCell>{t('report.item')}</TableCell>
                        <TableCell>{t('report.subcategory')}</TableCell>
                        <TableCell align="right">{t('report.value')}</TableCell>
                        <TableCell>{t('report.factor')}</TableCell>
                        <TableCell>{t('report.source')}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {section.lines.map((line) => {
                        const f = line.emission.factor;
                        return (
                          <TableRow key={line.rowId} data-testid="product-line">
                            <TableCell>{line.item ?? '—'}</TableCell>
                            <TableCell>
                              {tableLabels.get(line.questionSubCategory) ?? line.questionSubCategory}
                            </TableCell>
                            <TableCell
                              align="right"
                              title={`${formatFixed(line.emission.co2eKg, 4, locale)} kg CO2e`}
                            >
                              {formatFixed(line.emission.co2eKg / 1000, 2, locale)}
                            </TableCell>
                            <TableCell>
                              {f.source === 'user'
                                ? t('report.userFigure')
                                : t('report.factorOf', {
                                    value: formatFixed(f.kgCo2ePerUnit, 5, locale),
                                    unit: f.unit,
                                  })}
                            </TableCell>
                            <TableCell data-testid="product-line-source">
                              {f.source === 'user' ? f.sourceRowId : `${f.source} · ${f.sourceRowId}`}
                              <Typography variant="caption" sx={{ display: 'block' }}>
                                {f.label} · {f.licence}
                              </Typography>
                            </TableCell>
                          </TableRow>
                        );
                      })}
                    </TableBody>
                  </Table>
                </Box>
              )}
              <Button
                component={RouterLink}
                to={localize(
                  productPath(report.productName, `${section.questionId}/${firstTable ?? 'data'}`),
                )}
                sx={{ mt: 1 }}
              >
                {t('report.edit')}
              </Button>
            </AccordionDetails>
          </Accordion>
        );
      })}
    </Box>
  );
}
