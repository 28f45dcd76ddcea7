import {
  FormControl,
  FormControlLabel,
  FormLabel,
  Paper,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { EMBED_LIMITS, type WidgetTheme } from './embedCode';

/** What the seller typed: sizes as text (clamped for the code), the theme. */
export interface EmbedDraft {
  width: string;
  height: string;
  theme: WidgetTheme;
}

const THEMES: readonly WidgetTheme[] = ['light', 'dark'];

/** Width, height and light/dark of the widget. */
export function EmbedSettings({
  draft,
  onChange,
}: {
  draft: EmbedDraft;
  onChange: (draft: EmbedDraft) => void;
}) {
  const translate = useTranslate();
  const size = (key: 'width' | 'height') => {
    const limits = EMBED_LIMITS[key];
    return (
      <TextField
        label={translate(`embed.${key}`)}
        type="number"
        value={draft[key]}
        onChange={(event) => onChange({ ...draft, [key]: event.target.value })}
        helperText={translate('embed.sizeHint', { min: limits.min, max: limits.max })}
        slotProps={{ htmlInput: { min: limits.min, max: limits.max, step: 10 } }}
        sx={{ width: 180 }}
      />
    );
  };
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
    >
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, width: '100%' }}>
        {translate('embed.settings')}
      </Typography>
      {size('width')}
      {size('height')}
      <FormControl>
        <FormLabel id="embed-theme">{translate('embed.theme')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="embed-theme"
          value={draft.theme}
          onChange={(event) =>
            onChange({ ...draft, theme: event.target.value === 'dark' ? 'dark' : 'light' })
          }
        >
          {THEMES.map((theme) => (
            <FormControlLabel
              key={theme}
              value={theme}
              control={<Radio />}
              label={translate(`embed.themes.${theme}`)}
            />
          ))}
        </RadioGroup>
      </FormControl>
    </Paper>
  );
}
