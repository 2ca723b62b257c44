import { useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  INVITATION_ROLES,
  type InvitationRole,
  invitationSchemaAgainst,
  fieldErrorsOf,
  validationMessage,
} from '@ghg/contracts';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../i18n/locale';
import { InlineForm } from './inline-form';

interface InviteUserFormProps {
  locale: Locale;
  /** Addresses of users and open invitations already listed: refused here before asking the server. */
  knownEmails: readonly string[];
  /** Sends the invitation; answers the server's field errors (e.g. email_already_exists), empty when sent. */
  onInvite: (value: { email: string; role: InvitationRole }) => Promise<{ path: string; code: string }[]>;
}

/** Add user: a work e-mail and a role (spec §6); the invitation e-mail carries a one-time link. */
export function InviteUserForm({ locale, knownEmails, onInvite }: InviteUserFormProps) {
  const { t } = useTranslation('registration');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<string>('member');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const show = (fields: { path: string; code: string }[]) =>
    setErrors(Object.fromEntries(fields.map((f) => [f.path, validationMessage(f.code, locale)])));

  const submit = async () => {
    const parsed = invitationSchemaAgainst(knownEmails).safeParse({ email, role });
    if (!parsed.success) return show(fieldErrorsOf(parsed.error));
    setSending(true);
    const refused = await onInvite(parsed.data);
    setSending(false);
    show(refused);
    if (refused.length === 0) setEmail('');
  };

  return (
    <InlineForm
      titleId="add-user-title"
      title={t('users.addUser')}
      columns={{ md: '2fr 1fr auto' }}
      onSubmit={() => void submit()}
    >
      <TextField
        id="invite-email"
        label={t('fields.email')}
        type="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={Boolean(errors.email)}
        helperText={errors.email ?? ' '}
        required
      />
      <TextField
        id="invite-role"
        select
        label={t('fields.role')}
        value={role}
        onChange={(event) => setRole(event.target.value)}
        error={Boolean(errors.role)}
        helperText={errors.role ?? ' '}
      >
        {INVITATION_ROLES.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`users.roles.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="contained" disabled={sending} sx={{ mt: 1 }}>
        {t('users.invite')}
      </Button>
    </InlineForm>
  );
}
