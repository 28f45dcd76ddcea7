import { useState } from 'react';
import { Button, Divider, IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import BookmarkAddIcon from '@mui/icons-material/BookmarkAdd';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import {
  AddSavedQueryDialog,
  extractValidSavedQueries,
  useListContext,
  useSavedQueries,
  useTranslate,
  type SavedQuery,
} from 'react-admin';
import { hasFilterValues } from './ResetFiltersButton';

/**
 * Saved filter presets of a list: 'Сохранённые фильтры' opens the seller's presets of this list
 * (kept in the shell's store, which is per seller) to apply or delete, and saves the current
 * filters and sort under a name (react-admin's saved queries).
 */
export function SavedFiltersButton() {
  const translate = useTranslate();
  const { resource, filterValues, setFilters, setSort, setPerPage } = useListContext();
  const [stored, setStored] = useSavedQueries(resource);
  const presets = extractValidSavedQueries(stored);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const close = () => setAnchor(null);
  const [naming, setNaming] = useState(false);

  const apply = (preset: SavedQuery) => {
    close();
    setFilters(preset.value.filter ?? {}, preset.value.displayedFilters ?? {}, false);
    if (preset.value.sort) setSort(preset.value.sort);
    if (preset.value.perPage) setPerPage(preset.value.perPage);
  };
  const remove = (preset: SavedQuery) => setStored(presets.filter((item) => item !== preset));

  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<BookmarkBorderIcon />}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {translate('common.list.savedFilters')}
      </Button>
      <Menu open={open} anchorEl={anchor} onClose={close}>
        {presets.length === 0 ? (
          <MenuItem disabled>{translate('common.list.noSavedFilters')}</MenuItem>
        ) : (
          presets.map((preset, index) => (
            <MenuItem key={`${preset.label}-${index}`} onClick={() => apply(preset)}>
              <ListItemText>{preset.label}</ListItemText>
              <IconButton
                edge="end"
                size="small"
                aria-label={translate('common.list.removeSaved', { name: preset.label })}
                onClick={(event) => {
                  event.stopPropagation();
                  remove(preset);
                }}
              >
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </MenuItem>
          ))
        )}
        <Divider />
        <MenuItem
          disabled={!hasFilterValues(filterValues as Record<string, unknown>)}
          onClick={() => {
            close();
            setNaming(true);
          }}
        >
          <ListItemIcon>
            <BookmarkAddIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('common.list.saveCurrent')}</ListItemText>
        </MenuItem>
      </Menu>
      <AddSavedQueryDialog open={naming} onClose={() => setNaming(false)} />
    </>
  );
}
