/**
 * Server-rendered styled-components rules stay in the page: the HTML's tags lose their version
 * attribute (so styled-components' own rehydration leaves them alone) and the browser only
 * registers their class names, so hydrating components insert none of those rules again.
 */
import '../../support/text-encoder';
import React from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import styled, { ServerStyleSheet, __PRIVATE__ } from 'styled-components';
import { adoptServerStyles, serverStyleNames, withoutStyledVersion } from '../../../plugins/gatsby-plugin-build-patches/adopt-server-styles';

const Title = styled.h1`
  color: rgb(1, 2, 3);
`;
const Later = styled.p`
  color: rgb(4, 5, 6);
`;

/** The page as the build writes it: markup plus the head's style tags after gatsby-ssr. */
function serverRender(element: React.ReactElement) {
  const sheet = new ServerStyleSheet();
  const html = renderToString(sheet.collectStyles(element));
  const head = renderToStaticMarkup(<>{withoutStyledVersion([sheet.getStyleElement()])}</>);
  sheet.seal();
  return { html, head };
}

const runtimeTags = () => document.querySelectorAll('style[data-styled="active"]');
const runtimeCss = () => [...runtimeTags()].map((tag) => tag.textContent).join('');

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

it('reads every component id and class name from the markers styled-components writes', () => {
  const css =
    '.a{color:red;}/*!sc*/\ndata-styled.g1[id="button__StyledButton-sc-1syifyp-0"]{content:"iipgXw,"}/*!sc*/\n' +
    '.b{}.c{}/*!sc*/\ndata-styled.g12[id="sc-keyframes-xyz"]{content:"dCIaFX,SuBWn,"}/*!sc*/\n';
  expect(serverStyleNames(css)).toEqual([
    ['button__StyledButton-sc-1syifyp-0', 'iipgXw'],
    ['sc-keyframes-xyz', 'dCIaFX'],
    ['sc-keyframes-xyz', 'SuBWn'],
  ]);
});

it('strips the version attribute from style tags nested in arrays and fragments, nothing else', () => {
  const head = withoutStyledVersion([
    [<style key="a" data-styled="" data-styled-version="6.6.0" />],
    <React.Fragment key="b">
      <style data-styled="" data-styled-version="6.6.0" />
    </React.Fragment>,
    <meta key="c" name="description" content="Sushi" />,
  ]);
  const markup = renderToStaticMarkup(<>{head}</>);
  expect(markup).not.toContain('data-styled-version');
  expect(markup.match(/<style data-styled="">/g)).toHaveLength(2);
  expect(markup).toContain('<meta name="description" content="Sushi"/>');
});

it('hydrates with the server rules in place and inserts only rules the server did not render', async () => {
  const Page = ({ later }: { later: boolean }) => (
    <main>
      <Title>Menu</Title>
      {later && <Later>Dodane później</Later>}
    </main>
  );
  const { html, head } = serverRender(<Page later={false} />);
  expect(head).not.toContain('data-styled-version');
  document.head.innerHTML = head;
  document.body.innerHTML = `<div id="root">${html}</div>`;
  const serverTag = document.querySelector('style[data-styled]');

  expect(adoptServerStyles()).toBe(1);
  const root = document.getElementById('root')!;
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const app = await act(async () => hydrateRoot(root, <Page later={false} />));

  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  // The server's tag stays, with the title's rule; nothing of it was inserted again.
  expect(document.querySelector('style[data-styled]')).toBe(serverTag);
  expect(serverTag?.textContent).toContain('color:rgb(1, 2, 3)');
  expect(runtimeCss()).not.toContain('rgb(1, 2, 3)');

  // A component the server did not render gets its rule the usual way.
  await act(async () => app.render(<Page later />));
  expect(runtimeCss()).toContain('color:rgb(4, 5, 6)');
  expect(runtimeCss()).not.toContain('rgb(1, 2, 3)');
  act(() => app.unmount());
});

it('registers the names with the sheet components render into, and ignores its own runtime tag', () => {
  document.head.innerHTML =
    '<style data-styled="">.x{}/*!sc*/\ndata-styled.g3[id="menu-sc-1"]{content:"abc,"}/*!sc*/\n</style>' +
    '<style data-styled="active">.y{}/*!sc*/\ndata-styled.g4[id="menu-sc-2"]{content:"def,"}/*!sc*/\n</style>';
  const registered: string[] = [];

  expect(adoptServerStyles(document, { registerName: (id, name) => registered.push(`${id} ${name}`) })).toBe(1);
  expect(registered).toEqual(['menu-sc-1 abc']);

  adoptServerStyles();
  expect(__PRIVATE__.mainSheet.hasNameForId('menu-sc-1', 'abc')).toBe(true);
});
