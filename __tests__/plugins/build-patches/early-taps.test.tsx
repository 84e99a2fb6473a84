/**
 * A tap on a pre-rendered button before React hydrates the page is not lost: the head's inline
 * script remembers the last one, gatsby-browser stops it as hydration starts and taps the button
 * again once the page has hydrated; exactly once, however often it was tapped.
 */
import React, { useState } from 'react';
import { act, screen } from '@testing-library/react';
import type { GatsbyBrowser } from 'gatsby';
import { onInitialClientRender, replaceHydrateFunction } from '../../../plugins/gatsby-plugin-build-patches/gatsby-browser';
import { earlyTapsScript, replayEarlyTap, stopRecordingEarlyTaps } from '../../../plugins/gatsby-plugin-build-patches/early-taps';

type Hydrate = (element: React.ReactElement, root: Element) => void;
const hydrate = (replaceHydrateFunction as unknown as () => Hydrate)();
const initialClientRender = onInitialClientRender as NonNullable<GatsbyBrowser['onInitialClientRender']>;

const runInlineScript = () => new Function(earlyTapsScript())();

function Counter() {
  const [taps, setTaps] = useState(0);
  return (
    <div id="gatsby-focus-wrapper">
      <button type="button" onClick={() => setTaps((n) => n + 1)}>
        Zobacz <span>Zestaw</span>
      </button>
      <p>{`taps: ${taps}`}</p>
    </div>
  );
}

const PRERENDERED =
  '<div id="___gatsby"><div id="gatsby-focus-wrapper"><button type="button">Zobacz <span>Zestaw</span></button><p>taps: 0</p></div></div>';

afterEach(() => {
  stopRecordingEarlyTaps();
  document.body.innerHTML = '';
});

it('remembers the last button tapped (also through a child) and nothing after it is stopped', () => {
  document.body.innerHTML = '<button type="button">A</button><button type="button"><span>B</span></button><p>text</p>';
  const [a, b] = Array.from(document.querySelectorAll('button'));
  runInlineScript();

  a.click();
  b.querySelector('span')!.click();
  document.querySelector('p')!.click();
  expect(stopRecordingEarlyTaps()).toBe(b);

  a.click();
  expect(stopRecordingEarlyTaps()).toBeNull();
});

it('replays only a button still in the page and enabled', () => {
  const onClick = jest.fn();
  document.body.innerHTML = '<button type="button">A</button>';
  const button = document.querySelector('button')!;
  button.addEventListener('click', onClick);

  button.disabled = true;
  replayEarlyTap(button);
  button.disabled = false;
  button.remove();
  replayEarlyTap(button);
  replayEarlyTap(null);
  expect(onClick).not.toHaveBeenCalled();
});

it('a button tapped twice before hydration acts once, after the page has hydrated', async () => {
  document.body.innerHTML = PRERENDERED;
  runInlineScript();
  const button = screen.getByRole('button');
  button.click();
  button.click();

  await act(async () => hydrate(<Counter />, document.getElementById('___gatsby')!));
  expect(screen.getByText('taps: 0')).toBeInTheDocument();
  expect(screen.getByRole('button')).toBe(button);

  await act(async () => initialClientRender({} as never, {} as never));
  expect(screen.getByText('taps: 1')).toBeInTheDocument();
  // Replayed once only, and taps from now on are React's own.
  await act(async () => initialClientRender({} as never, {} as never));
  await act(async () => button.click());
  expect(screen.getByText('taps: 2')).toBeInTheDocument();
});
