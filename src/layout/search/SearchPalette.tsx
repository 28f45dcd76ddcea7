import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Box, LinearProgress, TextField, Typography, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';
import { useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { SEARCH_MIN_LENGTH } from '../../../rules';
import type { SearchGroup, SearchItem } from '../../api/search';
import { InfoDialog } from '../../components/dialogs';
import { formatDay } from '../../components/format';
import { SEARCH_CODE_KEYS, SEARCH_RESULT_PATHS } from '../../resources/search/links';
import { useSearchResults, type SearchState } from './useSearchResults';

export interface SearchPaletteProps {
  open: boolean;
  onClose: () => void;
}

interface Option {
  domId: string;
  path: string;
  group: SearchGroup;
  item: SearchItem;
}

const NO_GROUPS: SearchGroup[] = [];

const optionsOf = (listId: string, groups: SearchGroup[]): Option[] =>
  groups.flatMap((group) =>
    group.items.map((item) => ({
      domId: `${listId}-${group.kind}-${item.id}`,
      path: SEARCH_RESULT_PATHS[group.kind](item.id),
      group,
      item,
    })),
  );

const statusKey = (state: SearchState, count: number): string | null => {
  if (state.kind === 'tooShort') return 'search.palette.tooShort';
  if (state.kind === 'unavailable') return 'search.palette.unavailable';
  if (state.kind === 'loading') return 'search.palette.loading';
  return count === 0 ? 'search.palette.nothing' : null;
};

/** One result: its name ('Заказ № 12') and what tells it apart (invoice, buyer, day). */
function ResultText({ option }: { option: Option }) {
  const translate = useTranslate();
  const { group, item } = option;
  const codeKey = SEARCH_CODE_KEYS[group.kind];
  const details = [
    codeKey && item.code ? translate(codeKey, { code: item.code }) : null,
    item.subtitle,
    item.date ? formatDay(item.date) : null,
  ].filter((part): part is string => Boolean(part));
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {translate(`search.item.${group.kind}`, { title: item.title ?? '----' })}
      </Typography>
      {details.length > 0 ? (
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block', overflowWrap: 'anywhere' }}
        >
          {details.join(' · ')}
        </Typography>
      ) : null}
    </>
  );
}

/**
 * The global search (Ctrl+K / ⌘K, the header's field): a combobox over a list box of results
 * grouped by kind with headings; ↑ ↓ move the active result (aria-activedescendant), Enter opens
 * it, Esc closes. The query goes to the server 200 ms after the last key (useSearchResults).
 */
export function SearchPalette({ open, onClose }: SearchPaletteProps) {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <InfoDialog
      open={open}
      title={translate('search.palette.title')}
      icon={<SearchIcon aria-hidden />}
      closeLabel={translate('search.palette.close')}
      maxWidth="sm"
      fullScreen={phone}
      onClose={onClose}
    >
      {open ? <PaletteBody onClose={onClose} /> : null}
    </InfoDialog>
  );
}

function PaletteBody({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const listId = useId();
  const [typed, setTyped] = useState('');
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  // The seller opened the palette to type: the keyboard starts in its field.
  useEffect(() => input.current?.focus(), []);
  const state = useSearchResults(typed);
  const groups = state.kind === 'done' || state.kind === 'loading' ? state.groups : NO_GROUPS;
  const options = useMemo(() => optionsOf(listId, groups), [listId, groups]);
  const activeOption = options[Math.min(active, options.length - 1)];
  const status = statusKey(state, options.length);

  const openOption = (option: Option | undefined) => {
    if (!option) return;
    onClose();
    navigate(option.path);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (options.length === 0) return;
    const at = options.indexOf(activeOption!);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = (at + step + options.length) % options.length;
      setActive(next);
      document.getElementById(options[next]!.domId)?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      openOption(activeOption);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <TextField
        inputRef={input}
        fullWidth
        size="small"
        label={translate('search.palette.input')}
        helperText={translate('search.palette.hint')}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        slotProps={{
          htmlInput: {
            role: 'combobox',
            'aria-autocomplete': 'list',
            'aria-expanded': options.length > 0,
            'aria-controls': listId,
            'aria-activedescendant': activeOption?.domId,
            autoComplete: 'off',
            spellCheck: false,
          },
        }}
      />
      {state.kind === 'loading' ? <LinearProgress aria-hidden /> : <Box sx={{ height: 4 }} />}
      <Typography role="status" variant="body2" color="text.secondary">
        {status ? translate(status, { min: SEARCH_MIN_LENGTH }) : ''}
      </Typography>
      <Box
        role="listbox"
        id={listId}
        aria-label={translate('search.palette.results')}
        sx={{ display: 'grid', gap: 1.5 }}
      >
        {groups.map((group) => (
          <Box key={group.kind} role="group" aria-labelledby={`${listId}-${group.kind}`}>
            <Typography
              id={`${listId}-${group.kind}`}
              variant="overline"
              component="div"
              color="text.secondary"
              sx={{ lineHeight: 2 }}
            >
              {translate(`search.groups.${group.kind}`)}
            </Typography>
            {options
              .filter((option) => option.group === group)
              .map((option) => {
                const selected = option === activeOption;
                return (
                  <Box
                    key={option.domId}
                    id={option.domId}
                    role="option"
                    aria-selected={selected}
                    onMouseMove={() => setActive(options.indexOf(option))}
                    onClick={() => openOption(option)}
                    sx={{
                      px: 1.5,
                      py: 0.75,
                      borderRadius: 1,
                      cursor: 'pointer',
                      borderLeft: 3,
                      borderColor: selected ? 'primary.main' : 'transparent',
                      bgcolor: selected ? 'action.selected' : 'transparent',
                    }}
                  >
                    <ResultText option={option} />
                  </Box>
                );
              })}
          </Box>
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
        {translate('search.palette.keys')}
      </Typography>
    </Box>
  );
}
