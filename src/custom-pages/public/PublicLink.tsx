import type { MouseEvent } from 'react';
import Link, { type LinkProps } from '@mui/material/Link';
import { appUrl } from '../../api/navigation';
import { handlePublicClick } from './router';

export interface PublicLinkProps extends Omit<LinkProps, 'href'> {
  /** In-app path without the base path, e.g. `/reset-password`. */
  to: string;
}

/** A real `<a href="/seller/...">` whose plain left clicks move inside the public app. */
export function PublicLink({ to, onClick, ...props }: PublicLinkProps) {
  return (
    <Link
      {...props}
      href={appUrl(to)}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        handlePublicClick(event, to);
      }}
    />
  );
}
