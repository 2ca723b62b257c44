import Link from '@mui/material/Link';
import { Trans } from 'react-i18next';
import { useLocalize } from '../../../components/localized';
import { PRIVACY_POLICY_PATH, TERMS_PATH } from '../../../components/legal-paths';

const DOCUMENTS = { terms: TERMS_PATH, privacyPolicy: PRIVACY_POLICY_PATH } as const;

/**
 * A consent checkbox's label with its document linked; the document opens in a new tab, so the form filled so
 * far stays as it is.
 */
export function ConsentLabel({ document }: { document: keyof typeof DOCUMENTS }) {
  const localize = useLocalize();
  return (
    <Trans
      ns="registration"
      i18nKey={`consents.${document}`}
      components={{
        link: (
          <Link
            href={localize(DOCUMENTS[document])}
            target="_blank"
            rel="noopener"
            data-testid={`consent-link-${document}`}
          />
        ),
      }}
    />
  );
}
