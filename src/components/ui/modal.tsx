/**
 * Modal dialogs on the native <dialog>, opened with showModal(): the browser moves focus in
 * (to the first control), keeps it there with the page behind inert, puts the dialog in the
 * top layer, turns Escape into a `cancel` event and, on close(), gives focus back to the
 * element that had it. What stays ours: the caller owns the open state (a dialog is in the
 * page only while open), a click on the backdrop closes, the page behind does not scroll (CSS),
 * and the pre-rendered form (`inPlace`, D13). `ModalDialog` is that surface alone, for the
 * mobile menu too; `Modal` is the site's dialog with its panel, heading and close button.
 */
import React, { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { css } from 'styled-components';
import { Button } from './button';
import { theme } from '../../styles/theme';

/** False during the build's server render and the first client render (no document, and
 *  hydration must match the server's empty output), true once mounted in the browser. */
function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

// The dialog element is the backdrop: it fills the screen, so a click that reaches it and not
// its content is a click beside the content; ::backdrop, under it, is never seen.
const Surface = styled.dialog`
  position: fixed;
  inset: 0;
  /* Above the sticky bar while pre-rendered open; shown modally, the top layer is above all. */
  z-index: ${theme.zIndex.modal};
  width: auto;
  height: auto;
  max-width: none;
  max-height: none;
  margin: 0;
  padding: 0;
  border: 0;
  overflow-y: auto;
  color: inherit;
  background: ${theme.palette.overlay};
  &::backdrop { background: transparent; }
  /* The page behind does not scroll; its scrollbar's room stays, so nothing moves sideways. */
  html:has(&:modal) {
    overflow: hidden;
    scrollbar-gutter: stable;
  }
`;

export interface ModalDialogProps {
  onClose: () => void;
  children: ReactNode;
  /** Styles of the surface (styled(ModalDialog)). */
  className?: string;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** In the build's HTML, already open: not modal (that takes the scripts) until `ready`. */
  inPlace?: boolean;
  /** The scripts run and its controls work: time to show the pre-rendered dialog modally. */
  ready?: boolean;
}

/**
 * A modal <dialog> for as long as it is rendered: render it to open, stop rendering it (after
 * `onClose`) to close. Escape and a click on the backdrop ask to close through `onClose`.
 */
export function ModalDialog({ onClose, children, className, id, inPlace = false, ready = true, ...label }: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement | null>(null);
  // A ref callback, not an effect: React calls it before it removes the node (an effect's
  // cleanup comes after), and the browser gives focus back only from a dialog closed in the page.
  const showWhileRendered = useCallback((dialog: HTMLDialogElement | null) => {
    if (dialog && !dialog.open) dialog.showModal(); // a pre-rendered one (open already) waits for the effect below
    if (!dialog) dialogRef.current?.close();
    dialogRef.current = dialog;
  }, []);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!inPlace || !ready || !dialog) return;
    // Its buttons are enabled now, so the browser can focus the first; showModal() refuses an open dialog.
    dialog.close();
    dialog.showModal();
  }, [inPlace, ready]);
  // A drag that starts in the content and ends on the backdrop must not close the dialog.
  const pressedOnBackdrop = useRef<boolean | null>(null);

  return (
    <Surface
      ref={showWhileRendered}
      className={className}
      id={id}
      {...label}
      open={inPlace || undefined}
      data-in-place={inPlace || undefined}
      data-testid="modal-backdrop"
      onCancel={(event) => {
        // The caller closes it by no longer rendering it; the browser would close it behind its back.
        event.preventDefault();
        onClose();
      }}
      onMouseDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        const startedHere = pressedOnBackdrop.current !== false;
        pressedOnBackdrop.current = null;
        if (event.target === event.currentTarget && startedHere) onClose();
      }}
    >
      {children}
    </Surface>
  );
}

const ModalSurface = styled(ModalDialog)<{ $centered: boolean }>`
  display: flex;
  align-items: flex-start;
  justify-content: center;
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
  const titleId = useId();

  if (!isOpen || !(mounted || inPlace)) return null;

  const dialog = (
    <ModalSurface $centered={centered} onClose={onClose} inPlace={inPlace} ready={mounted} aria-labelledby={title ? titleId : labelledBy}>
      <Panel $centered={centered}>
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
    </ModalSurface>
  );
  return inPlace ? dialog : createPortal(dialog, document.body);
}
