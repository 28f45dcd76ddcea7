import { Box, PaginationItem } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ELLIPSIS, pagerItems } from './pagerItems';

export interface PagerProps {
  /** The current page, 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  disabled?: boolean;
}

/**
 * The pager of spec section 9 (2 margin pages, 3 around the current one, ellipses, previous /
 * next). Renders nothing when there is only one page.
 */
export function Pager({ page, pageCount, onPageChange, disabled }: PagerProps) {
  const translate = useTranslate();
  const items = pagerItems(page, pageCount);
  if (items.length === 0) return null;
  const go = (target: number) => () => {
    if (target !== page && target >= 1 && target <= pageCount) onPageChange(target);
  };
  return (
    <Box
      component="nav"
      aria-label={translate('shell.pager.label')}
      sx={{ display: 'flex', justifyContent: 'center', py: 2 }}
    >
      <Box
        component="ul"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 0.5,
          listStyle: 'none',
          m: 0,
          p: 0,
        }}
      >
        <li>
          <PaginationItem
            type="previous"
            shape="rounded"
            disabled={disabled || page <= 1}
            onClick={go(page - 1)}
            aria-label={translate('common.pager.previous')}
          />
        </li>
        {items.map((item, index) =>
          item === ELLIPSIS ? (
            <li key={`ellipsis-${index}`}>
              <PaginationItem type="start-ellipsis" shape="rounded" disabled={disabled} />
            </li>
          ) : (
            <li key={item}>
              <PaginationItem
                type="page"
                page={item}
                shape="rounded"
                color="primary"
                selected={item === page}
                disabled={disabled}
                onClick={go(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={translate('common.pager.page', { page: item })}
              />
            </li>
          ),
        )}
        <li>
          <PaginationItem
            type="next"
            shape="rounded"
            disabled={disabled || page >= pageCount}
            onClick={go(page + 1)}
            aria-label={translate('common.pager.next')}
          />
        </li>
      </Box>
    </Box>
  );
}
