import { Fragment } from 'react';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { InfoDialog } from '../../components/dialogs';

/** Every shortcut of the back office: the keys (each a `<kbd>`) and what they do. */
const SHORTCUTS: readonly { keys: readonly string[]; action: string }[] = [
  { keys: ['Ctrl+K', '⌘K'], action: 'search.shortcuts.search' },
  { keys: ['/'], action: 'search.shortcuts.listSearch' },
  { keys: ['j'], action: 'search.shortcuts.nextRow' },
  { keys: ['k'], action: 'search.shortcuts.previousRow' },
  { keys: ['Enter'], action: 'search.shortcuts.openRow' },
  { keys: ['?'], action: 'search.shortcuts.help' },
  { keys: ['Esc'], action: 'search.shortcuts.closeDialog' },
];

const kbdSx = {
  display: 'inline-block',
  px: 0.75,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  fontFamily: 'monospace',
  fontSize: '0.875rem',
} as const;

/** The '?' dialog: the keyboard shortcuts, one family with the other dialogs (InfoDialog). */
export function ShortcutsHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <InfoDialog
      open={open}
      title={translate('search.shortcuts.title')}
      closeLabel={translate('search.shortcuts.close')}
      dismissText={translate('search.shortcuts.close')}
      maxWidth="sm"
      onClose={onClose}
    >
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate('search.shortcuts.keysColumn')}</TableCell>
            <TableCell>{translate('search.shortcuts.actionColumn')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {SHORTCUTS.map(({ keys, action }) => (
            <TableRow key={action}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {keys.map((key, index) => (
                  <Fragment key={key}>
                    {index > 0 ? ' ' : null}
                    <Box component="kbd" sx={kbdSx}>
                      {key}
                    </Box>
                  </Fragment>
                ))}
              </TableCell>
              <TableCell>{translate(action)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {translate('search.shortcuts.inInputs')}
      </Typography>
    </InfoDialog>
  );
}
