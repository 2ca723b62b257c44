import type { ReductionCardView, ReductionMeasureView } from '@ghg/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePageLocale } from '../../../components/localized';
import { formatTonnes, scopeNumber } from '../model/reduction-format';

interface ReductionCardProps {
  card: ReductionCardView;
  sectionLabel: string;
  canAdopt: boolean;
  onAdopt: (measure: ReductionMeasureView) => void;
}

/** One section: its value and scope, and the measures public guidance gives for it, with their badges. */
export function ReductionCard({ card, sectionLabel, canAdopt, onAdopt }: ReductionCardProps) {
  const { t } = useTranslation('reduction');
  const { t: tc } = useTranslation('common');
  const locale = usePageLocale();
  return (
    <Paper
      component="section"
      variant="outlined"
      sx={{ p: 2 }}
      aria-labelledby={`card-${card.section}`}
      data-testid={`reduction-card-${card.section}`}
      data-scope={card.scope}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline' }}>
        <Typography id={`card-${card.section}`} variant="h6" component="h2" sx={{ flex: 1 }}>
          {sectionLabel}
        </Typography>
        <Typography sx={{ fontWeight: 700 }} data-testid="reduction-card-value">
          {formatTonnes(card.tonnes, locale)} t CO2e
        </Typography>
        <Chip size="small" label={tc(`pages.scope${scopeNumber(card.scope)}`)} />
      </Box>
      {card.measures.length === 0 && <Typography color="text.secondary">{t('cards.noMeasures')}</Typography>}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 1.5 }}>
        {card.measures.map((m) => (
          <Box
            component="li"
            key={m.id}
            data-testid={`measure-${m.id}`}
            sx={{ borderTop: 1, borderColor: 'divider', pt: 1 }}
          >
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <Typography sx={{ fontWeight: 600, flex: 1 }}>{m.title[locale]}</Typography>
              {m.bestForYou && (
                <Chip size="small" color="success" label={t('badges.bestForYou')} data-testid="badge-best" />
              )}
              {m.adopted && (
                <Chip size="small" color="primary" label={t('badges.inPlan')} data-testid="badge-plan" />
              )}
            </Box>
            <Typography variant="body2">{m.description[locale]}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('cards.range', {
                min: m.reductionPercent.min,
                max: m.reductionPercent.max,
                from: formatTonnes(m.expectedTonnes.min, locale),
                to: formatTonnes(m.expectedTonnes.max, locale),
              })}{' '}
              · {t(`cost.${m.costClass}`)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('cards.source')}{' '}
              <Link href={m.source.url} target="_blank" rel="noopener noreferrer">
                {m.source.name}
              </Link>
            </Typography>
            {canAdopt && !m.adopted && (
              <Button size="small" sx={{ mt: 0.5 }} onClick={() => onAdopt(m)} data-testid={`adopt-${m.id}`}>
                {t('cards.adopt')}
              </Button>
            )}
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
