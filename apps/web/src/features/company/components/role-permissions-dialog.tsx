import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { rolePermissions } from './role-permissions';

/** Spec §2 "check permissions": the plan's modules and what the chosen role may do in them. */
export function RolePermissionsDialog(props: {
  role: string | null;
  planModules: readonly string[] | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('registration');
  const role = props.role;
  const permissions = role === null ? null : rolePermissions(role, props.planModules);
  const yesNo = (value: boolean) => t(value ? 'users.yes' : 'users.no');
  return (
    <Dialog open={permissions !== null} onClose={props.onClose} aria-labelledby="role-permissions-title">
      <DialogTitle id="role-permissions-title">
        {role && t('users.permissionsTitle', { role: t(`users.roles.${role}`, { defaultValue: role }) })}
      </DialogTitle>
      {permissions && (
        <DialogContent>
          <Typography variant="subtitle2" component="h3">
            {t('users.roleMay')}
          </Typography>
          <Table size="small" sx={{ mb: 2 }}>
            <TableBody>
              {(['editAnswers', 'manageUsers', 'readAudit'] as const).map((key) => (
                <TableRow key={key} data-testid={`permission-${key}`}>
                  <TableCell>{t(`users.${key}`)}</TableCell>
                  <TableCell>{yesNo(permissions[key])}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Typography variant="subtitle2" component="h3">
            {t('users.planModules')}
          </Typography>
          {permissions.modules === null ? (
            <Typography>{t('users.allModules')}</Typography>
          ) : permissions.modules.length === 0 ? (
            <Typography>{t('users.noModules')}</Typography>
          ) : (
            <ul>
              {permissions.modules.map((module) => (
                <li key={module}>{t(`users.modules.${module}`, { defaultValue: module })}</li>
              ))}
            </ul>
          )}
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={props.onClose}>{t('users.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
