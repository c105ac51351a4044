import Button from 'antd/es/button';
import type { ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
// By the package's name, not '../router': a remote that takes this module from its own build
// must still reach the router of the shell's page (a relative import would bundle a second one).
import { useNavigate } from '@teamwear/shared/router';

export interface ButtonLinkProps extends Omit<ButtonProps, 'href' | 'onClick'> {
  to: string;
}

/**
 * A link that looks like an antd button (never a <button> inside an <a>, which is two controls
 * in one and invalid HTML): a real <a href> (opens in a new tab with Ctrl/Cmd or
 * the middle button, reads as a link), moving inside the app without reloading it on a plain click.
 * Its own entry, @teamwear/shared/ui/button-link, because it imports antd, which the pages on a
 * byte budget must not load through @teamwear/shared/ui.
 */
export function ButtonLink({ to, disabled, ...props }: ButtonLinkProps) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return <Button {...props} disabled={disabled} href={disabled ? undefined : to} onClick={follow} />;
}
