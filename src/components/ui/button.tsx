/**
 * Every button look of the site, in one style table (docs/behaviour.md §2): the form and
 * summary buttons, the pill-shaped choices (category filter, tabs, carousel controls), the
 * pagination's numbers and the top bar's icon controls. Buttons and link-buttons read the same
 * table, so a "primary" link and a "primary" button look the same; variant and size travel as
 * transient `$` props so they never reach the DOM (or Gatsby's Link).
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
  | 'link'
  // A pill that turns black when chosen (aria-pressed, aria-selected or aria-current="page").
  | 'choice'
  // A pagination number: the choice look, square and narrow.
  | 'page'
  // A bare control of the top bar: icon and label, no frame (position: relative for a badge).
  | 'icon';

export type LinkButtonVariant =
  | 'primary'
  | 'primary-basket'
  | 'primary-reverse-basket'
  | 'primary-reverse'
  | 'choice'
  | 'icon';

/** `small`: no vertical padding and less horizontal room, for buttons inside cards and rows. */
export type ButtonSize = 'normal' | 'small';

type AnyVariant = ButtonVariant | LinkButtonVariant;

// What every look shares: a 44 px target (WCAG 2.5.5), the page's font, the site's focus ring.
const base = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm};
  min-height: ${theme.tapTarget};
  min-width: ${theme.tapTarget};
  font: inherit;
  font-weight: 600;
  text-align: center;
  text-decoration: none;
  cursor: pointer;

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
`;

// The framed button of forms and summaries. Only the pointer's arrival fades. Declared on the
// hovered state alone, so a button the page's scripts enable (the notice's OK, rendered
// disabled into the static HTML) switches at once instead of fading from the disabled grey on
// every page load: a visible flash and 150 ms of repaints while the page hydrates.
const framed = css`
  padding: ${theme.space.sm} ${theme.space.lg};
  border: 2px solid ${theme.palette.inverseBackground};
  border-radius: ${theme.radii.sm};
  letter-spacing: 0.02em;
  &:hover:not(:disabled) {
    transition:
      background-color ${theme.transition.fast},
      color ${theme.transition.fast};
  }
  @media (prefers-reduced-motion: reduce) {
    &:hover:not(:disabled) { transition: none; }
  }
`;

const inverse = css`
  color: ${theme.palette.inverseText};
  background: ${theme.palette.inverseBackground};
`;

const plain = css`
  color: ${theme.palette.text};
  background: ${theme.palette.background};
`;

const solid = css`
  ${framed};
  ${inverse};
  &:hover:not(:disabled) { ${plain}; }
`;

// Chosen (the staff panel's tabs and toggles) it reads as the solid one.
const reverse = css`
  ${framed};
  ${plain};
  &:hover:not(:disabled),
  &[aria-pressed='true'],
  &[aria-selected='true'] { ${inverse}; }
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

// The chosen rule follows the hover rule and weighs the same, so a chosen pill stays black
// under the pointer.
const choice = css`
  padding: 0 ${theme.space.md};
  border: 1px solid ${theme.palette.text};
  border-radius: ${theme.radii.pill};
  white-space: nowrap;
  ${plain};
  &:hover { background: ${theme.palette.surface}; }
  &[aria-pressed='true'],
  &[aria-selected='true'],
  &[aria-current='page'] { ${inverse}; }
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
    ${framed};
    padding-inline: ${theme.space.xs};
    border-color: transparent;
    color: ${theme.palette.link};
    background: transparent;
    text-decoration: underline;
    text-underline-offset: 3px;
    &:hover:not(:disabled) { text-decoration-thickness: 2px; }
    &:disabled { background: transparent; border-color: transparent; }
  `,
  choice,
  // The page shown is not a link to itself: no hand over it.
  page: css`
    ${choice};
    padding: 0 ${theme.space.sm};
    border-radius: ${theme.radii.sm};
    &[aria-current='page'] { cursor: default; }
  `,
  icon: css`
    position: relative;
    padding: 0 ${theme.space.xs};
    border: 0;
    color: ${theme.palette.text};
    background: transparent;
    svg { width: 26px; height: 26px; }
  `,
};

const sizes: Record<ButtonSize, ReturnType<typeof css> | null> = {
  normal: null,
  small: css`
    padding: 0 ${theme.space.md};
    letter-spacing: normal;
  `,
};

interface LookProps {
  $variant: AnyVariant;
  $size: ButtonSize;
}

const look = css<LookProps>`
  ${base};
  ${({ $variant }) => variants[$variant]};
  ${({ $size }) => sizes[$size]};
`;

const StyledButton = styled.button<LookProps>`${look}`;
const StyledLink = styled(Link)<LookProps>`${look}`;
const StyledAnchor = styled.a<LookProps>`${look}`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A native button; `type` defaults to "button" so it never submits a form by accident. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'normal', type = 'button', ...rest },
  ref,
) {
  return <StyledButton ref={ref} type={type} $variant={variant} $size={size} {...rest} />;
});

export interface LinkButtonProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  variant?: LinkButtonVariant;
  size?: ButtonSize;
}

const isExternal = (to: string): boolean => /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(to);

/** Looks like a button, navigates like a link: Gatsby's Link inside the site, <a> outside. */
export function LinkButton({ to, variant = 'primary', size = 'normal', ...rest }: LinkButtonProps) {
  if (isExternal(to)) {
    return <StyledAnchor href={to} $variant={variant} $size={size} {...rest} />;
  }
  return <StyledLink to={to} $variant={variant} $size={size} {...rest} />;
}
