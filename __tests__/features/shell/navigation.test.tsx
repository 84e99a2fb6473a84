/**
 * The loading notice of a slow navigation, wired as in the browser: Gatsby's route hooks in
 * gatsby-browser.tsx dispatch the events, the notice in the root wrapper shows the text.
 * Plus the failed-resources marker that Gatsby's service-worker registration reads.
 */
import React from 'react';
import { act, render, screen } from '@testing-library/react';
import { NAVIGATION_NOTICE_TEXT } from '../../../src/features/shell/components/navigation-notice';
import { watchFailedResources } from '../../../src/features/shell/failed-resources';
import {
  initialNavigationState,
  navigationDelayed,
  navigationFinished,
  navigationReducer,
} from '../../../src/features/shell/navigation-slice';

// The browser's default services would call the network; the page-load sequence gets fakes.
jest.mock('../../../src/services/thunk-services', () => {
  const actual = jest.requireActual('../../../src/services/thunk-services');
  const fakes = jest.requireActual('../../support/fake-services');
  return { ...actual, createDefaultServices: () => ({ shopApi: fakes.fakeShopApi(), identity: fakes.fakeIdentity(), navigate: jest.fn() }) };
});

const browser = require('../../../gatsby-browser') as typeof import('../../../gatsby-browser');

type Hook = (args: object, options: object) => unknown;
const call = (hook: unknown) => act(() => void (hook as Hook)({ location: window.location }, {}));

describe('navigation state', () => {
  it('is delayed between onRouteUpdateDelayed and onRouteUpdate', () => {
    const delayed = navigationReducer(initialNavigationState, navigationDelayed());
    expect(delayed).toEqual({ isDelayed: true });
    expect(navigationReducer(delayed, navigationDelayed())).toBe(delayed);
    expect(navigationReducer(delayed, navigationFinished())).toEqual({ isDelayed: false });
    expect(navigationReducer(initialNavigationState, navigationFinished())).toBe(initialNavigationState);
  });
});

describe('loading notice through gatsby-browser', () => {
  it("says 'Wczytywanie strony…' in a polite live region only while the navigation is delayed", async () => {
    // As Gatsby does: every other hook after onClientEntry has loaded the site's code.
    const entry = (browser.onClientEntry as Hook)({}, {}) as Promise<void>;
    expect(() => (browser.wrapRootElement as Hook)({ element: <main /> }, {})).toThrow(/before onClientEntry/);
    await entry;
    const element = (browser.wrapRootElement as Hook)({ element: <main>Strona</main> }, {}) as React.ReactElement;
    render(element);
    const region = screen.getByTestId('navigation-notice');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();

    call(browser.onRouteUpdateDelayed);
    expect(region).toHaveTextContent(NAVIGATION_NOTICE_TEXT);
    expect(screen.getAllByText(NAVIGATION_NOTICE_TEXT)).toHaveLength(1);

    call(browser.onRouteUpdate);
    expect(region).toBeEmptyDOMElement();
  });
});

describe('failed resources marker', () => {
  type Marked = Window & { ___failedResources?: boolean };
  let stop: () => void = () => undefined;
  beforeEach(() => {
    delete (window as Marked).___failedResources;
    stop = watchFailedResources(window);
  });
  afterEach(() => stop());

  it('marks the page when a script or stylesheet fails to load', () => {
    const script = document.createElement('script');
    document.head.appendChild(script);
    script.dispatchEvent(new Event('error'));
    expect((window as Marked).___failedResources).toBe(true);
  });

  it('marks a failed stylesheet too, but not a failed image', () => {
    const img = document.createElement('img');
    document.body.appendChild(img);
    img.dispatchEvent(new Event('error'));
    expect((window as Marked).___failedResources).toBeUndefined();

    const link = document.createElement('link');
    link.rel = 'stylesheet';
    document.head.appendChild(link);
    link.dispatchEvent(new Event('error'));
    expect((window as Marked).___failedResources).toBe(true);
  });

  it('marks a chunk that failed to load, and nothing else that rejects', () => {
    const rejection = (reason: unknown) => {
      const event = new Event('unhandledrejection') as Event & { reason: unknown };
      event.reason = reason;
      window.dispatchEvent(event);
    };
    rejection(new Error('some bug'));
    expect((window as Marked).___failedResources).toBeUndefined();
    rejection(Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' }));
    expect((window as Marked).___failedResources).toBe(true);
  });
});
