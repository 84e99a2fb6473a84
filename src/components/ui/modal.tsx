/**
 * Accessible modal dialog (WAI-ARIA APG "Dialog (Modal)"): rendered in a portal on <body> (or
 * where it stands, `inPlace`, which also puts it into the static HTML), focus moves in, is
 * trapped and returns to where it was; Escape, the close button and a click on the backdrop
 * close it; the page behind does not scroll. The focus and scroll helpers are
 * exported because the mobile menu is a modal surface too.
 */
import React, { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled, { css } from 'styled-components';
import { Button } from './button';
import { theme } from '../../styles/theme';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/**
 * While `active`, moves focus into `ref` (first focusable, else the container), and gives
 * focus back to the element that had it once inactive or unmounted. Returns the keydown
 * handler that wraps Tab / Shift+Tab at both ends; attach it to the container.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const root = ref.current;
    if (!active || !root) return undefined;
    const previous = document.activeElement as HTMLElement | null;
    (focusableIn(root)[0] ?? root).focus();
    return () => {
      // The opener may have gone (e.g. a list re-rendered); then focus stays where it falls.
      if (previous && document.contains(previous)) previous.focus();
    };
  }, [ref, active]);

  return (event: KeyboardEvent<HTMLElement>) => {
    const root = ref.current;
    if (event.key !== 'Tab' || !root) return;
    const items = focusableIn(root);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    const current = document.activeElement;
    if (event.shiftKey && (current === first || current === root || !root.contains(current))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (current === last || !root.contains(current))) {
      event.preventDefault();
      first.focus();
    }
  };
}

/** Locks page scroll while `active`; pads for the vanished scrollbar so nothing jumps. */
export function useBodyScrollLock(active: boolean) {
  useEffect(() => {
    if (!active) return undefined;
    const { style } = document.body;
    const saved = { overflow: style.overflow, paddingRight: style.paddingRight };
    const { clientWidth } = document.documentElement;
    // clientWidth is 0 where nothing is laid out (jsdom); then there is no scrollbar to measure.
    const scrollbar = clientWidth > 0 ? window.innerWidth - clientWidth : 0;
    style.overflow = 'hidden';
    if (scrollbar > 0) style.paddingRight = `${scrollbar}px`;
    return () => {
      style.overflow = saved.overflow;
      style.paddingRight = saved.paddingRight;
    };
  }, [active]);
}

/** False during the build's server render and the first client render (no document, and
 *  hydration must match the server's empty output), true once mounted in the browser. */
function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

const Backdrop = styled.div<{ $centered: boolean }>`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndex.modal};
  display: flex;
  align-items: flex-start;
  justify-content: center;
  overflow-y: auto;
  background: ${theme.palette.overlay};
  ${theme.media.up.sm} {
    padding: ${theme.space.lg} ${theme.space.md};
    align-items: ${({ $centered }) => ($centered ? 'center' : 'flex-start')};
  }
`;

const Panel = styled.div<{ $centered: boolean }>`
  position: relative;
  width: 100%;
  max-width: ${theme.layout.modalWidth};
  min-height: 100%;
  padding: ${theme.space.md};
  color: ${theme.palette.text};
  background: ${theme.palette.background};
  box-shadow: ${theme.shadows.popover};
  &:focus { outline: none; }
  ${theme.media.up.sm} {
    min-height: 0;
    padding: ${theme.space.lg};
    border-radius: ${theme.radii.md};
  }
  ${({ $centered }) =>
    $centered &&
    css`
      text-align: center;
    `}
`;

const Title = styled.h2`
  /* Room for the close button in the corner, on both sides so centred titles stay centred. */
  margin: 0 ${theme.tapTarget} ${theme.space.md};
  font-size: ${theme.fontSizes.xl};
`;

// In the corner, over the content (e.g. a product photo), so it needs its own background.
const CloseButton = styled.button`
  position: absolute;
  top: ${theme.space.sm};
  right: ${theme.space.sm};
  z-index: 1;
  width: ${theme.tapTarget};
  height: ${theme.tapTarget};
  border: 0;
  border-radius: ${theme.radii.pill};
  font-size: 28px;
  line-height: 1;
  color: ${theme.palette.text};
  background: ${theme.palette.background};
  cursor: pointer;
  &:hover { background: ${theme.palette.surface}; }
  &:focus-visible { outline: 3px solid ${theme.palette.focus}; }
`;

const Footer = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${theme.space.lg};
`;

export interface ModalProps {
  isOpen: boolean;
  onClose: () => void;
  children: ReactNode;
  /** Shown as the dialog's heading and used as its accessible name. */
  title?: string;
  /** Id of an element inside that names the dialog, when there is no `title`. */
  labelledBy?: string;
  centered?: boolean;
  /** A black 'OK' button under the content that closes the dialog. */
  showOkButton?: boolean;
  /**
   * Rendered where it stands instead of in a portal, so the build's server render includes it
   * and it shows with the first paint. Its buttons wait, disabled, until the scripts run.
   */
  inPlace?: boolean;
}

export function Modal({
  isOpen,
  onClose,
  children,
  title,
  labelledBy,
  centered = false,
  showOkButton = false,
  inPlace = false,
}: ModalProps) {
  const mounted = useMounted();
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const active = mounted && isOpen;
  const trapTab = useFocusTrap(panelRef, active);
  useBodyScrollLock(active);
  // A drag that starts in the content and ends on the backdrop must not close the dialog.
  const pressedOnBackdrop = useRef<boolean | null>(null);

  if (!isOpen || !(mounted || inPlace)) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    trapTab(event);
  };

  const dialog = (
    <Backdrop
      $centered={centered}
      data-testid="modal-backdrop"
      data-in-place={inPlace || undefined}
      onMouseDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        const startedHere = pressedOnBackdrop.current !== false;
        pressedOnBackdrop.current = null;
        if (event.target === event.currentTarget && startedHere) onClose();
      }}
    >
      <Panel
        ref={panelRef}
        $centered={centered}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : labelledBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <CloseButton type="button" aria-label="Zamknij" onClick={onClose} disabled={!mounted}>
          <span aria-hidden="true">×</span>
        </CloseButton>
        {title && <Title id={titleId}>{title}</Title>}
        {children}
        {showOkButton && (
          <Footer>
            <Button variant="primary" onClick={onClose} disabled={!mounted}>
              OK
            </Button>
          </Footer>
        )}
      </Panel>
    </Backdrop>
  );
  return inPlace ? dialog : createPortal(dialog, document.body);
}
