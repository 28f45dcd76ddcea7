import type { MouseEvent } from 'react';
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { screenReaderOnly } from '../components/a11y/screenReaderOnly';

/** The id of the page's `main`, where the skip link leads. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * 'Перейти к содержимому': the first Tab stop of the shell, shown only while it has focus, so a
 * keyboard reaches the page without passing the sidebar's twenty entries every time (WCAG 2.4.1).
 * It moves focus itself: a bare `#main-content` would put a hash into the router's URL.
 */
export function SkipLink() {
  const translate = useTranslate();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      sx={(theme) => ({
        ...screenReaderOnly,
        '&:focus': {
          position: 'fixed',
          clip: 'auto',
          width: 'auto',
          height: 'auto',
          margin: 0,
          top: theme.spacing(1),
          left: theme.spacing(1),
          zIndex: theme.zIndex.tooltip,
          px: 2,
          py: 1,
          borderRadius: 1,
          bgcolor: 'background.paper',
          color: 'primary.main',
          fontWeight: 600,
          boxShadow: theme.shadows[4],
          outline: `2px solid ${theme.palette.primary.main}`,
          outlineOffset: 2,
        },
      })}
    >
      {translate('shell.skipToContent')}
    </Box>
  );
}
