import {
  Button,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { StoreProperty } from '../../api/properties';
import { splitValues } from './propertyValues';

const P = 'products.properties.';

export interface PropertiesTableProps {
  properties: readonly StoreProperty[];
  onEdit: (property: StoreProperty) => void;
  onRemove: (property: StoreProperty) => void;
}

/** The store's properties: the key, its values as chips, and the row's actions. */
export function PropertiesTable({ properties, onEdit, onRemove }: PropertiesTableProps) {
  const translate = useTranslate();
  return (
    <Table size="small" aria-label={translate(`${P}tableLabel`)}>
      <TableHead>
        <TableRow>
          <TableCell>{translate(`${P}key`)}</TableCell>
          <TableCell>{translate(`${P}values`)}</TableCell>
          <TableCell align="right">{translate(`${P}actions`)}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {properties.map((property) => (
          <TableRow key={property.id}>
            <TableCell sx={{ verticalAlign: 'top' }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {property.propertyKey}
              </Typography>
            </TableCell>
            <TableCell>
              <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                {splitValues(property.propertyValue).map((value) => (
                  <Chip key={value} label={value} size="small" variant="outlined" />
                ))}
              </Stack>
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
              <Button
                size="small"
                onClick={() => onEdit(property)}
                aria-label={`${translate(`${P}edit`)}: ${property.propertyKey}`}
              >
                {translate(`${P}edit`)}
              </Button>
              <Button
                size="small"
                color="error"
                onClick={() => onRemove(property)}
                aria-label={`${translate(`${P}remove`)}: ${property.propertyKey}`}
              >
                {translate(`${P}remove`)}
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
