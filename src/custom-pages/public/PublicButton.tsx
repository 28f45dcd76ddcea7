import type { MouseEvent } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import { appUrl } from '../../api/navigation';
import { handlePublicClick } from './router';

export interface PublicButtonProps extends Omit<ButtonProps<'a'>, 'href' | 'component'> {
  /** In-app path without the base path. */
  to: string;
}

/** A button-looking link (`<a href="/seller/...">`) whose plain left clicks stay in the public app. */
export function PublicButton({ to, onClick, ...props }: PublicButtonProps) {
  return (
    <Button
      {...props}
      href={appUrl(to)}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        handlePublicClick(event, to);
      }}
    />
  );
}
