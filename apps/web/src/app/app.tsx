import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { Provider as GraphqlProvider } from 'urql';
import { DialogsProvider } from '../components/dialogs/dialogs-provider';
import { SnackbarProvider } from '../components/snackbar/snackbar-provider';
import { i18n } from '../i18n/i18n';
import { graphqlClient } from './graphql-client';
import { createAppRouter } from './router';
import { FEATURE_SLOTS } from './feature-slots';
import { FeatureSlotsProvider } from '../lib/feature-slots';
import { theme } from '../components/theme';

const router = createAppRouter();

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <GraphqlProvider value={graphqlClient}>
          <SnackbarProvider>
            <DialogsProvider>
              <FeatureSlotsProvider value={FEATURE_SLOTS}>
                <RouterProvider router={router} />
              </FeatureSlotsProvider>
            </DialogsProvider>
          </SnackbarProvider>
        </GraphqlProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}
