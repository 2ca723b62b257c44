import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { InvitationView, OrganizationUserView, OutboxMessageView } from '@ghg/contracts';
import { useTranslation } from 'react-i18next';
import { isOrganizationRole, ORGANIZATION_ROLES, type OrganizationRole } from './role-permissions';

const when = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

export function UsersTable(props: {
  users: OrganizationUserView[];
  selfId: string | null;
  onRemove: (user: OrganizationUserView) => void;
  onChangeRole: (user: OrganizationUserView, role: OrganizationRole) => void;
  onCheckPermissions: (user: OrganizationUserView) => void;
}) {
  const { t } = useTranslation('registration');
  return (
    <Table size="small" aria-labelledby="active-users-title">
      <TableHead>
        <TableRow>
          <TableCell>{t('users.name')}</TableCell>
          <TableCell>{t('users.email')}</TableCell>
          <TableCell>{t('users.role')}</TableCell>
          <TableCell>{t('users.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {props.users.map((user) => (
          <TableRow key={user.userId}>
            <TableCell>
              {user.firstName} {user.lastName} {user.userId === props.selfId && t('users.you')}
            </TableCell>
            <TableCell>{user.email}</TableCell>
            <TableCell>
              {isOrganizationRole(user.role) ? (
                <Select
                  size="small"
                  value={user.role}
                  inputProps={{
                    'aria-label': t('users.changeRole', { name: `${user.firstName} ${user.lastName}` }),
                  }}
                  onChange={(event) => {
                    const role = event.target.value;
                    if (isOrganizationRole(role) && role !== user.role) props.onChangeRole(user, role);
                  }}
                >
                  {ORGANIZATION_ROLES.map((role) => (
                    <MenuItem key={role} value={role}>
                      {t(`users.roles.${role}`)}
                    </MenuItem>
                  ))}
                </Select>
              ) : (
                t(`users.roles.${user.role}`, { defaultValue: user.role })
              )}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <Button size="small" onClick={() => props.onCheckPermissions(user)}>
                {t('users.checkPermissions')}
              </Button>
              {isOrganizationRole(user.role) ? (
                <Button size="small" color="error" onClick={() => props.onRemove(user)}>
                  {t(user.userId === props.selfId ? 'users.leave' : 'users.remove')}
                </Button>
              ) : (
                <Typography component="span" variant="body2" color="text.secondary">
                  {t('users.managedByProvider')}
                </Typography>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function InvitationsTable(props: {
  invitations: InvitationView[];
  locale: string;
  onResend: (invitation: InvitationView) => void;
  onCopy: (invitation: InvitationView) => void;
  onDelete: (invitation: InvitationView) => void;
}) {
  const { t } = useTranslation('registration');
  if (props.invitations.length === 0) return <Typography>{t('users.noInvitations')}</Typography>;
  return (
    <Table size="small" aria-labelledby="invitations-title">
      <TableHead>
        <TableRow>
          <TableCell>{t('users.email')}</TableCell>
          <TableCell>{t('users.role')}</TableCell>
          <TableCell>{t('users.sentAt')}</TableCell>
          <TableCell>{t('users.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {props.invitations.map((invitation) => (
          <TableRow key={invitation.magicLinkId}>
            <TableCell>{invitation.email}</TableCell>
            <TableCell>{t(`users.roles.${invitation.role}`)}</TableCell>
            <TableCell>
              {when(invitation.sentAt, props.locale)} ({invitation.sendCount}×)
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <Button size="small" onClick={() => props.onResend(invitation)}>
                {t('users.resend')}
              </Button>
              <Button size="small" onClick={() => props.onCopy(invitation)}>
                {t('users.copyLink')}
              </Button>
              <Button size="small" color="error" onClick={() => props.onDelete(invitation)}>
                {t('users.deleteInvitation')}
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The local outbox: each invitation e-mail with its link, as the invitee would receive it. */
export function OutboxList(props: { messages: OutboxMessageView[]; locale: string }) {
  const { t } = useTranslation('registration');
  if (props.messages.length === 0) return <Typography>{t('users.outboxEmpty')}</Typography>;
  return (
    <Table size="small" aria-labelledby="outbox-title">
      <TableBody>
        {props.messages.map((message) => {
          const url = new URL(message.link, window.location.origin).href;
          const organization = message.organizationName ?? '';
          return (
            <TableRow key={message.messageId} data-testid="outbox-message">
              <TableCell>{when(message.sentAt, props.locale)}</TableCell>
              <TableCell>
                {t('users.mailTo')}: {message.recipient}
              </TableCell>
              <TableCell>
                {t(message.kind === 'reminder' ? 'users.mailReminder' : 'users.mailSubject', {
                  organization,
                })}
                <br />
                <a href={url}>{url}</a>
              </TableCell>
              {message.delivery && (
                <TableCell data-testid="outbox-delivery" data-status={message.delivery.status}>
                  {t(`users.delivery.${message.delivery.status}`, { attempts: message.delivery.attempts })}
                  {message.delivery.status !== 'sent' && message.delivery.lastError && (
                    <Typography variant="caption" component="div" color="error">
                      {message.delivery.lastError}
                    </Typography>
                  )}
                </TableCell>
              )}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
