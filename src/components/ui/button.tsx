/**
 * The button and link-button variants of docs/behaviour.md §2. One style table drives both, so a "primary"
 * link and a "primary" button look the same; variants travel as transient `$` props so they
 * never reach the DOM (or Gatsby's Link).
 */
import React, { forwardRef, type AnchorHTMLAttributes, type ButtonHTMLAttributes } from 'react';
import { Link } from 'gatsby';
import styled, { css } from 'styled-components';
import { theme } from '../../styles/theme';

export type ButtonVariant =
  | 'primary'
  | 'primary-wide'
  | 'primary-thin'
  | 'primary-reverse'
  | 'primary-reverse-wide'
  | 'link';

export type LinkButtonVariant = 'primary' | 'primary-basket' | 'primary-reverse-basket' | 'primary-reverse';

type AnyVariant = ButtonVariant | LinkButtonVariant;

const base = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm};
  min-height: ${theme.tapTarget};
  min-width: ${theme.tapTarget};
  padding: ${theme.space.sm} ${theme.space.lg};
  border: 2px solid ${theme.palette.inverseBackground};
  border-radius: ${theme.radii.sm};
  font: inherit;
  font-weight: 600;
  letter-spacing: 0.02em;
  text-align: center;
  text-decoration: none;
  cursor: pointer;

  /* Only the pointer's arrival fades. Declared on the hovered state alone, so a button the
     page's scripts enable (the notice's OK, rendered disabled into the static HTML) switches
     at once instead of fading from the disabled grey on every page load: a visible flash and
     150 ms of repaints while the page hydrates. */
  &:hover:not(:disabled) {
    transition:
      background-color ${theme.transition.fast},
      color ${theme.transition.fast};
  }

  &:focus-visible {
    outline: 3px solid ${theme.palette.focus};
    outline-offset: 2px;
  }
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    color: ${theme.palette.mutedText};
    background: ${theme.palette.disabledBackground};
    border-color: ${theme.palette.disabledBackground};
  }
  @media (prefers-reduced-motion: reduce) {
    &:hover:not(:disabled) { transition: none; }
  }
`;

const solid = css`
  color: ${theme.palette.inverseText};
  background: ${theme.palette.inverseBackground};
  &:hover:not(:disabled) {
    color: ${theme.palette.text};
    background: ${theme.palette.background};
  }
`;

const reverse = css`
  color: ${theme.palette.text};
  background: ${theme.palette.background};
  &:hover:not(:disabled) {
    color: ${theme.palette.inverseText};
    background: ${theme.palette.inverseBackground};
  }
`;

const wide = css`
  display: flex;
  width: 100%;
`;

// Basket buttons close a summary: full width, capitals, a little more presence.
const basket = css`
  ${wide};
  text-transform: uppercase;
  letter-spacing: 0.08em;
  padding-block: ${theme.space.md};
`;

const variants: Record<AnyVariant, ReturnType<typeof css>> = {
  primary: solid,
  'primary-wide': css`${solid}${wide}`,
  // Thin: same height for the thumb, less horizontal room and weight for tight rows.
  'primary-thin': css`
    ${solid};
    padding-inline: ${theme.space.md};
    border-width: 1px;
    font-weight: 500;
  `,
  'primary-reverse': reverse,
  'primary-reverse-wide': css`${reverse}${wide}`,
  'primary-basket': css`${solid}${basket}`,
  'primary-reverse-basket': css`${reverse}${basket}`,
  link: css`
    padding-inline: ${theme.space.xs};
    border-color: transparent;
    color: ${theme.palette.link};
    background: transparent;
    text-decoration: underline;
    text-underline-offset: 3px;
    &:hover:not(:disabled) { text-decoration-thickness: 2px; }
    &:disabled { background: transparent; border-color: transparent; }
  `,
};

const StyledButton = styled.button<{ $variant: ButtonVariant }>`
  ${base};
  ${({ $variant }) => variants[$variant]};
`;

const StyledLink = styled(Link)<{ $variant: LinkButtonVariant }>`
  ${base};
  ${({ $variant }) => variants[$variant]};
`;

const StyledAnchor = styled.a<{ $variant: LinkButtonVariant }>`
  ${base};
  ${({ $variant }) => variants[$variant]};
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
}

/** A native button; `type` defaults to "button" so it never submits a form by accident. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', type = 'button', ...rest },
  ref,
) {
  return <StyledButton ref={ref} type={type} $variant={variant} {...rest} />;
});

export interface LinkButtonProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  variant?: LinkButtonVariant;
}

const isExternal = (to: string): boolean => /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(to);

/** Looks like a button, navigates like a link: Gatsby's Link inside the site, <a> outside. */
export function LinkButton({ to, variant = 'primary', ...rest }: LinkButtonProps) {
  if (isExternal(to)) {
    return <StyledAnchor href={to} $variant={variant} {...rest} />;
  }
  return <StyledLink to={to} $variant={variant} {...rest} />;
}
