/**
 * The server-rendered styled-components rules stay where they are, as a plain stylesheet.
 *
 * styled-components' own rehydration (on evaluation, for style tags carrying its version
 * attribute) parses every server rule, inserts each into a new sheet of its own and then
 * removes the server's tags: on a slow phone that is a long task of insertRule calls followed
 * by a restyle of the whole document, all before hydration starts, for rules the page already
 * has. The HTML therefore carries the tags without the version attribute (gatsby-ssr
 * `withoutStyledVersion`), which that rehydration skips, and here only the class names they
 * contain are registered, so components find their rules present and insert nothing. Rules a
 * later page needs go, as usual, into styled-components' own tag after these.
 */
import React from 'react';
import { __PRIVATE__ } from 'styled-components';

const SC_ATTR = 'data-styled';
const SC_VERSION_ATTR = 'data-styled-version';

// The markers styled-components writes after each component's rules (its own rehydration
// reads them with the same pattern): data-styled.g12[id="button-sc-1x"]{content:"abc,def,"}
const MARKER = /data-styled\.g\d+\[id="([\w-]+)"\][^"]*"([^"]*)"/g;

/** Names per component id in the server's style tags; exported for tests. */
export function serverStyleNames(css: string): Array<[id: string, name: string]> {
  const pairs: Array<[string, string]> = [];
  for (const [, id, names] of css.matchAll(MARKER)) {
    for (const name of names.split(',')) if (name) pairs.push([id, name]);
  }
  return pairs;
}

type NameRegistry = { registerName(id: string, name: string): void };

/** Registers the server's names with the sheet styled-components renders into (its main sheet). */
export function adoptServerStyles(root: ParentNode = document, sheet: NameRegistry = __PRIVATE__.mainSheet): number {
  let adopted = 0;
  // Its own runtime tag is marked data-styled="active"; the server's are data-styled="".
  for (const tag of root.querySelectorAll<HTMLStyleElement>(`style[${SC_ATTR}]:not([${SC_ATTR}="active"])`)) {
    for (const [id, name] of serverStyleNames(tag.textContent ?? '')) {
      sheet.registerName(id, name);
      adopted++;
    }
  }
  return adopted;
}

/**
 * Server side: the head components with styled-components' style tags stripped of their
 * version attribute (React leaves out a prop set to undefined), looking into the arrays and
 * fragments the plugins wrap them in.
 */
export function withoutStyledVersion(node: React.ReactNode): React.ReactNode {
  if (Array.isArray(node)) return node.map(withoutStyledVersion);
  if (!React.isValidElement<Record<string, unknown>>(node)) return node;
  if (node.type === React.Fragment) {
    return React.cloneElement(node, {}, ...React.Children.toArray(node.props.children as React.ReactNode).map(withoutStyledVersion));
  }
  if (node.type === 'style' && node.props[SC_VERSION_ATTR] !== undefined) {
    return React.cloneElement(node, { [SC_VERSION_ATTR]: undefined });
  }
  return node;
}
