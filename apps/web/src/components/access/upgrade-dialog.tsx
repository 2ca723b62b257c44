import type { UpgradeDialogView, UpgradePlaceView } from '@ghg/contracts';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '../dialogs/dialogs-context';
import { DEMO_MEETING_URL, SALES_PHONE } from './contact';
import { useAccess } from './use-access';

/** The body of one upgrade dialog: what the plan lacks, then the demo meeting link and the phone contact. */
export function UpgradeDialogContent({ dialog }: { dialog: UpgradeDialogView }) {
  const { t } = useTranslation('access');
  return (
    <Stack spacing={2} data-testid={`upgrade-dialog-${dialog}`}>
      <Typography>{t(`dialogs.${dialog}.body`)}</Typography>
      <Typography>
        {t('contact.phone')}{' '}
        <Link href={`tel:${SALES_PHONE.replace(/\s/g, '')}`} data-testid="upgrade-phone">
          {SALES_PHONE}
        </Link>
      </Typography>
    </Stack>
  );
}

/** Opens the dialog the user's plan gives a place (spec §4 "Dialog per UI place by plan class"). */
export function useUpgradeDialog(): (place: UpgradePlaceView, fallback?: UpgradeDialogView) => void {
  const { t } = useTranslation('access');
  const dialogs = useDialogs();
  const access = useAccess();
  return useCallback(
    (place, fallback) => {
      const dialog = access.dialogFor(place) ?? fallback ?? null;
      if (dialog === null) return;
      dialogs.open({
        title: t(`dialogs.${dialog}.title`),
        content: <UpgradeDialogContent dialog={dialog} />,
        actions: () => (
          <Button variant="contained" href={DEMO_MEETING_URL} target="_blank" rel="noopener noreferrer">
            {t('contact.bookDemo')}
          </Button>
        ),
      });
    },
    [access, dialogs, t],
  );
}
