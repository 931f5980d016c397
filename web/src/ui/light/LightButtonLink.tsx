import { createLink } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';
import { type LightButtonLook, LightButtonContent, lightButtonClassName } from './LightButton';

type LightAnchorProps = LightButtonLook &
  AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> };

/** A link drawn as a light button (an `<a>`, so it can be opened in a new tab). */
export function LightAnchorButton({
  variant,
  icon,
  block,
  className,
  children,
  ref,
  ...anchorProps
}: LightAnchorProps) {
  return (
    <a {...anchorProps} ref={ref} className={lightButtonClassName({ variant, block }, children, className)}>
      <LightButtonContent icon={icon}>{children}</LightButtonContent>
    </a>
  );
}

/** A light button that navigates like a router Link (typed `to`, client-side navigation, preloading). */
export const LightButtonLink = createLink(LightAnchorButton);
