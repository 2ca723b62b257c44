import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/document-title';
import { usePageLocale } from '../../../components/localized';
import { PageLoading } from '../../../components/page-status';
import type { LegalDocument, LegalDocumentName } from '../model/legal-document';
import { loadLegalDocument } from '../model/load-legal-document';

function LegalDocumentPage({ name }: { name: LegalDocumentName }) {
  const { t } = useTranslation('common');
  const locale = usePageLocale();
  const [loaded, setLoaded] = useState<{ key: string; document: LegalDocument } | null>(null);
  const [failed, setFailed] = useState(false);
  const key = `${name}/${locale}`;
  useEffect(() => {
    let current = true;
    setFailed(false);
    loadLegalDocument(name, locale).then(
      (document) => current && setLoaded({ key, document }),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [name, locale, key]);
  const document = loaded?.key === key ? loaded.document : null;
  useDocumentTitle(document?.title ?? '');

  if (failed) return <Alert severity="error">{t('legal.loadFailed')}</Alert>;
  if (!document) return <PageLoading />;
  const effective = new Intl.DateTimeFormat(locale === 'pl' ? 'pl-PL' : 'en-GB', {
    dateStyle: 'long',
  }).format(new Date(`${document.effectiveFrom}T12:00:00Z`));
  return (
    <Box component="article" sx={{ maxWidth: 800, mx: 'auto' }} data-testid={`legal-${name}`}>
      <Typography variant="h3" component="h1" gutterBottom>
        {document.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('legal.effectiveFrom', { date: effective })}
      </Typography>
      <Typography sx={{ mb: 3 }}>{document.intro}</Typography>
      {document.sections.map((section) => (
        <Box component="section" key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
          <Typography id={`${section.id}-heading`} variant="h5" component="h2" sx={{ mt: 3, mb: 1 }}>
            {section.heading}
          </Typography>
          {section.paragraphs.map((paragraph) => (
            <Typography key={paragraph} sx={{ mb: 1.5 }}>
              {paragraph}
            </Typography>
          ))}
          {section.list && (
            <Box component="ul" sx={{ mt: 0, pl: 3 }}>
              {section.list.map((item) => (
                <Typography component="li" key={item} sx={{ mb: 0.5 }}>
                  {item}
                </Typography>
              ))}
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
}

/** /terms and /en/terms: the terms of service. */
export function TermsRoute() {
  return <LegalDocumentPage name="terms" />;
}

/** /privacy-policy and /en/privacy-policy: the privacy policy. */
export function PrivacyPolicyRoute() {
  return <LegalDocumentPage name="privacy-policy" />;
}
