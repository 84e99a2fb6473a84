/**
 * gatsby-browser's hydrate function: a pre-rendered page is hydrated (React keeps the server's
 * DOM nodes, so nothing repaints), a client-only page with an empty root is rendered.
 */
import React from 'react';
import { act } from '@testing-library/react';
import { replaceHydrateFunction } from '../../../plugins/gatsby-plugin-build-patches/gatsby-browser';

type Hydrate = (element: React.ReactElement, root: Element) => void;
const hydrate = (replaceHydrateFunction as unknown as () => Hydrate)();

const Page = () => (
  <div id="gatsby-focus-wrapper">
    <h1>Menu</h1>
  </div>
);

afterEach(() => {
  document.body.innerHTML = '';
});

it('hydrates pre-rendered HTML in place, keeping the server-rendered nodes', async () => {
  document.body.innerHTML = '<div id="___gatsby"><div id="gatsby-focus-wrapper"><h1>Menu</h1></div></div>';
  const root = document.getElementById('___gatsby')!;
  const heading = root.querySelector('h1');
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);

  await act(async () => hydrate(<Page />, root));

  expect(root.querySelector('h1')).toBe(heading);
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
});

it('renders a client-only page whose root is empty', async () => {
  document.body.innerHTML = '<div id="___gatsby"><div id="gatsby-focus-wrapper"></div></div>';
  const root = document.getElementById('___gatsby')!;

  await act(async () => hydrate(<Page />, root));

  expect(root.querySelector('h1')?.textContent).toBe('Menu');
});
