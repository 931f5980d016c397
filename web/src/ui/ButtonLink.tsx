import { createLink } from '@tanstack/react-router';
import Button, { type ButtonProps } from 'antd/es/button';
import type { Ref } from 'react';

/** `type` is left out because the router's Link swallows it: use antd's `color` and `variant` instead. */
type AnchorButtonProps = Omit<ButtonProps, 'href' | 'htmlType' | 'type'> & {
  href?: string;
  ref?: Ref<HTMLAnchorElement>;
};

function AnchorButton({ ref, ...props }: AnchorButtonProps) {
  return <Button {...props} ref={ref} />;
}

/** An antd button that navigates like a router Link (typed `to`, client-side navigation, preloading). */
export const ButtonLink = createLink(AnchorButton);
