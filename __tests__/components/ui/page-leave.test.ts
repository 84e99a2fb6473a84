/**
 * The old page's fade-out (docs/behaviour.md §2). jsdom has no Web Animations, so the element's
 * animate() records what it was asked; the fade itself is watched in Chromium
 * (e2e/navigation.spec.ts).
 */
import { fadeOutPage } from '../../../src/components/ui/page-leave';
import { theme } from '../../../src/styles/theme';
import { mockMatchMedia } from '../../test-utils';

let restoreMatchMedia: () => void;
let animate: jest.Mock;

function showPage(pathname: string): HTMLElement {
  document.body.innerHTML = `<div data-pathname="${pathname}"><h1>Menu</h1></div>`;
  const page = document.querySelector<HTMLElement>('[data-pathname]') as HTMLElement;
  animate = jest.fn(() => ({ finished: Promise.resolve(), cancel: jest.fn() }));
  page.animate = animate;
  return page;
}

afterEach(() => {
  restoreMatchMedia();
  document.body.innerHTML = '';
});

it('fades the page shown to transparent within the leaving part of the transition, and stays so', async () => {
  restoreMatchMedia = mockMatchMedia(() => false);
  showPage('/menu/');
  await fadeOutPage();
  expect(animate).toHaveBeenCalledWith([{ opacity: 1 }, { opacity: 0 }], expect.objectContaining({ duration: theme.transition.pageLeaveMs, fill: 'forwards' }));
  expect(theme.transition.pageLeaveMs + theme.transition.pageEnterMs).toBe(500); // SPEC §9: a page change takes 500 ms
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
