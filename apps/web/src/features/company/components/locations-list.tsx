import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { EntityView } from '@ghg/contracts';
import { useTranslation } from 'react-i18next';

interface LocationsListProps {
  locations: readonly EntityView[];
  /** Absent for people who only read the list (members, auditors). */
  onDelete?: (location: EntityView) => void;
}

/** The organization's locations, in the order given (Polish order); a delete button each for administrators. */
export function LocationsList({ locations, onDelete }: LocationsListProps) {
  const { t } = useTranslation('company');
  if (locations.length === 0) {
    return <Alert severity="info">{t(onDelete ? 'locations.empty' : 'locations.emptyReadOnly')}</Alert>;
  }
  return (
    <List aria-labelledby="locations-list-title" sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      {locations.map((location, index) => (
        <ListItem
          key={location.entityId}
          divider={index < locations.length - 1}
          secondaryAction={
            onDelete && (
              <Button
                size="small"
                color="error"
                onClick={() => onDelete(location)}
                aria-label={t('locations.deleteNamed', { name: location.name })}
              >
                {t('locations.delete')}
              </Button>
            )
          }
        >
          <ListItemText
            primary={location.name}
            slotProps={{ primary: { sx: { overflowWrap: 'anywhere', pr: 8 } } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
