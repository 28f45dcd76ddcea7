import { ButtonBase, IconButton, Tooltip, Typography, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import { useShellShortcuts } from '../../components/shortcuts/shortcuts';

/**
 * The header's search: a field-like button that opens the palette (it shows 'Ctrl+K'); at phone
 * width an icon button, so the top bar never scrolls sideways.
 */
export function HeaderSearch() {
  const translate = useTranslate();
  const shell = useShellShortcuts();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  if (!shell) return null;
  const common = {
    onClick: shell.openSearch,
    'aria-haspopup': 'dialog' as const,
    'aria-keyshortcuts': 'Control+K Meta+K',
  };
  if (phone) {
    return (
      <Tooltip title={translate('search.field.open')}>
        <IconButton {...common} aria-label={translate('search.field.open')}>
          <SearchIcon />
        </IconButton>
      </Tooltip>
    );
  }
  return (
    <ButtonBase
      {...common}
      sx={{
        justifyContent: 'flex-start',
        gap: 1,
        px: 1.5,
        height: 36,
        width: { sm: 180, md: 260 },
        border: 1,
        borderColor: 'text.secondary',
        borderRadius: 2,
        color: 'text.secondary',
        '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <SearchIcon fontSize="small" aria-hidden />
      <Typography variant="body2" noWrap component="span">
        {translate('search.field.placeholder')}
      </Typography>
    </ButtonBase>
  );
}
