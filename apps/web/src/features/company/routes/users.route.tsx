import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import type { InvitationView, OrganizationUserView } from '@ghg/contracts';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../../components/access/use-access';
import { useDocumentTitle } from '../../../components/document-title';
import { usePageLocale } from '../../../components/localized';
import { PageLoading } from '../../../components/page-status';
import { ScrollSection } from '../../../components/scroll-section';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { changeUserRole } from '../api/change-user-role.api';
import type { ChangeOutcome } from '../api/change-users';
import { useCurrentPerson } from '../api/current-person.query';
import { deleteInvitation } from '../api/delete-invitation.api';
import { inviteUser } from '../api/invite-user.api';
import { removeUser } from '../api/remove-user.api';
import { resendInvitation } from '../api/resend-invitation.api';
import { useUsersPage } from '../api/users.api';
import { InviteUserForm } from '../components/invite-user-form';
import { InvitationsTable, OutboxList, UsersTable } from '../components/people-tables';
import { RolePermissionsDialog } from '../components/role-permissions-dialog';
import { refusalTextOf } from '../components/user-refusals';
import type { OrganizationRole } from '../components/role-permissions';

/** My company → Users (spec §2, §6): active users, sent invitations, add user, and the invitation outbox. */
export default function UsersRoute() {
  const { t } = useTranslation('registration');
  useDocumentTitle(t('users.title'));
  const locale = usePageLocale();
  const showSnackbar = useSnackbar();
  const { person } = useCurrentPerson();
  const organizationId = person?.organizationId ?? null;
  const { state, reload } = useUsersPage(organizationId);
  // A removal, or a change of one's own role, waits for the dialog's confirmation.
  const [confirming, setConfirming] = useState<{ text: string; action: string; run: () => void } | null>(
    null,
  );
  const [checking, setChecking] = useState<string | null>(null);
  const { permissions } = useAccess();

  if (state.kind === 'loading') return <PageLoading />;
  if (state.kind === 'forbidden') return <Alert severity="info">{t('users.forbidden')}</Alert>;
  if (state.kind === 'failed') return <Alert severity="error">{t('users.loadFailed')}</Alert>;
  const { users, invitations, outbox } = state.data;
  const org = organizationId ?? '';

  const act = async (write: Promise<ChangeOutcome>, success: string) => {
    const outcome = await write;
    if (outcome.ok && outcome.position) reload(outcome.position);
    showSnackbar(
      outcome.ok
        ? { message: t(success), theme: 'success' }
        : { message: t(refusalTextOf(outcome.fields)), theme: 'warning' },
    );
  };
  const isSelf = (user: OrganizationUserView) => user.userId === person?.userId;
  const changeRole = (user: OrganizationUserView, role: OrganizationRole) => {
    if (!isSelf(user)) return void act(changeUserRole(user.userId, { role }), 'users.roleChanged');
    setConfirming({
      text: t('users.confirmOwnRole', { role: t(`users.roles.${role}`) }),
      action: t('users.changeOwnRole'),
      run: () => void act(changeUserRole(user.userId, { role, confirmSelf: true }), 'users.roleChanged'),
    });
  };
  const remove = (user: OrganizationUserView) => {
    setConfirming(
      isSelf(user)
        ? {
            text: t('users.confirmLeave'),
            action: t('users.leave'),
            run: () => void act(removeUser(user.userId, { confirmSelf: true }), 'users.userRemoved'),
          }
        : {
            text: t('users.confirmRemove', { name: `${user.firstName} ${user.lastName}` }),
            action: t('users.remove'),
            run: () => void act(removeUser(user.userId), 'users.userRemoved'),
          },
    );
  };
  const copy = async (invitation: InvitationView) => {
    try {
      // The clipboard exists on https and localhost only; elsewhere the outbox below still shows the link.
      await navigator.clipboard.writeText(new URL(invitation.link, window.location.origin).href);
      showSnackbar({ message: t('users.linkCopied'), theme: 'success' });
    } catch (error) {
      console.error('copying the link failed', error);
      showSnackbar({ message: t('users.actionFailed'), theme: 'warning' });
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <InviteUserForm
        locale={locale}
        knownEmails={[...users.map((u) => u.email), ...invitations.map((i) => i.email)]}
        onInvite={async (value) => {
          const outcome = await inviteUser(org, value);
          if (outcome.ok) {
            if (outcome.position) reload(outcome.position);
            showSnackbar({ message: t('users.magicLinkSent'), theme: 'success' });
            return [];
          }
          if (outcome.fields.length > 0) return outcome.fields;
          showSnackbar({ message: t('users.actionFailed'), theme: 'warning' });
          return [];
        }}
      />
      <ScrollSection labelledBy="active-users-title">
        <Typography id="active-users-title" variant="h6" component="h2">
          {t('users.activeUsers')}
        </Typography>
        <UsersTable
          users={users}
          selfId={person?.userId ?? null}
          onRemove={remove}
          onChangeRole={changeRole}
          onCheckPermissions={(user) => setChecking(user.role)}
        />
      </ScrollSection>
      <ScrollSection labelledBy="invitations-title">
        <Typography id="invitations-title" variant="h6" component="h2">
          {t('users.invitations')}
        </Typography>
        <InvitationsTable
          invitations={invitations}
          locale={locale}
          onResend={(i) => void act(resendInvitation(org, i.magicLinkId), 'users.magicLinkSent')}
          onCopy={(i) => void copy(i)}
          onDelete={(i) => void act(deleteInvitation(org, i.magicLinkId), 'users.invitationDeleted')}
        />
      </ScrollSection>
      <ScrollSection labelledBy="outbox-title">
        <Typography id="outbox-title" variant="h6" component="h2">
          {t('users.outbox')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('users.outboxText')}
        </Typography>
        <OutboxList messages={outbox} locale={locale} />
      </ScrollSection>
      <RolePermissionsDialog role={checking} planModules={permissions} onClose={() => setChecking(null)} />
      <Dialog open={confirming !== null} onClose={() => setConfirming(null)}>
        <DialogContent>{confirming?.text}</DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)}>{t('users.cancel')}</Button>
          <Button
            color="error"
            onClick={() => {
              const run = confirming?.run;
              setConfirming(null);
              run?.();
            }}
          >
            {confirming?.action}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
