import type { ReactNode } from 'react';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import SettingsBrightnessOutlinedIcon from '@mui/icons-material/SettingsBrightnessOutlined';
import { useTranslate } from 'react-admin';
import { useThemeMode } from '../components/themeMode';

interface CheckMenuItemProps {
  checked: boolean;
  icon: ReactNode;
  label: string;
  onToggle: () => void;
}

/** A menu item with an on/off state; the menu stays open, so the seller sees the change. */
function CheckMenuItem({ checked, icon, label, onToggle }: CheckMenuItemProps) {
  return (
    <MenuItem role="menuitemcheckbox" aria-checked={checked} onClick={onToggle}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{label}</ListItemText>
      <CheckIcon
        fontSize="small"
        aria-hidden
        sx={{ ml: 2, color: 'primary.main', visibility: checked ? 'visible' : 'hidden' }}
      />
    </MenuItem>
  );
}

/** 'Тёмная тема': switches the mode and remembers it in this browser. */
export function DarkThemeMenuItem() {
  const translate = useTranslate();
  const { mode, choose } = useThemeMode();
  return (
    <CheckMenuItem
      checked={mode === 'dark'}
      icon={<DarkModeOutlinedIcon fontSize="small" />}
      label={translate('shell.topBar.darkTheme')}
      onToggle={() => choose(mode === 'dark' ? 'light' : 'dark')}
    />
  );
}

/** 'Как в системе': forgets the choice to follow the system again, or keeps the current mode. */
export function SystemThemeMenuItem() {
  const translate = useTranslate();
  const { mode, choice, choose } = useThemeMode();
  const following = choice === null;
  return (
    <CheckMenuItem
      checked={following}
      icon={<SettingsBrightnessOutlinedIcon fontSize="small" />}
      label={translate('shell.topBar.systemTheme')}
      onToggle={() => choose(following ? mode : null)}
    />
  );
}
