/**
 * The old page's fade-out (docs/behaviour.md §2). jsdom has no Web Animations, so the element's
 * animate() records what it was asked; the fade itself is watched in Chromium
 * (e2e/navigation.spec.ts).
 */
import { fadeOutPage, pageChangeEnded } from '../../../src/components/ui/page-leave';
import { theme } from '../../../src/styles/theme';
import { mockMatchMedia } from '../../test-utils';

let restoreMatchMedia: () => void;
let animate: jest.Mock;
let cancel: jest.Mock;

function showPage(pathname: string): HTMLElement {
  document.body.innerHTML = `<div data-pathname="${pathname}"><h1>Menu</h1></div>`;
  const page = document.querySelector<HTMLElement>('[data-pathname]') as HTMLElement;
  cancel = jest.fn();
  animate = jest.fn(() => ({ finished: Promise.resolve(), cancel }));
  page.animate = animate;
  return page;
}

afterEach(() => {
  restoreMatchMedia();
  document.body.innerHTML = '';
});

it('dims the page shown within the leaving part of the transition, never to nothing, and stays so', async () => {
  restoreMatchMedia = mockMatchMedia(() => false);
  showPage('/menu/');
  await fadeOutPage();
  expect(animate).toHaveBeenCalledWith([{ opacity: 1 }, { opacity: theme.transition.pageDimmed }], expect.objectContaining({ duration: theme.transition.pageLeaveMs, fill: 'forwards' }));
  expect(theme.transition.pageDimmed).toBeGreaterThan(0); // D102: no blank frame
  expect(theme.transition.pageLeaveMs + theme.transition.pageEnterMs).toBe(500); // SPEC §9: a page change takes 500 ms
});

it('keeps the old page dimmed, not blank and not back to full, however long the new page takes', async () => {
  jest.useFakeTimers();
  try {
    restoreMatchMedia = mockMatchMedia(() => false);
    showPage('/menu/');
    await fadeOutPage();
    jest.advanceTimersByTime(5000); // a slow page change: the new page is not there yet
    await Promise.resolve();
    expect(cancel).not.toHaveBeenCalled();
  } finally {
    jest.useRealTimers();
  }
});

it('shows the page again when the navigation ended on that same page, and leaves a replaced page alone', async () => {
  restoreMatchMedia = mockMatchMedia(() => false);
  showPage('/menu/');
  await fadeOutPage();
  pageChangeEnded();
  expect(cancel).toHaveBeenCalledTimes(1);

  showPage('/menu/'); // the dimmed wrapper is replaced by the new page's
  await fadeOutPage();
  document.body.innerHTML = '<div data-pathname="/about/"></div>';
  pageChangeEnded();
  expect(cancel).not.toHaveBeenCalled();
});

it('moves nothing for a visitor who asks for reduced motion', async () => {
  restoreMatchMedia = mockMatchMedia((query) => query === theme.queries.reducedMotion);
  showPage('/menu/');
  await fadeOutPage();
  expect(animate).not.toHaveBeenCalled();
});

it('settles at once when no page is shown', async () => {
  restoreMatchMedia = mockMatchMedia(() => false);
  await expect(fadeOutPage()).resolves.toBeUndefined();
});
