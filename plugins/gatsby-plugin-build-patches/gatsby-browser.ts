/**
 * Browser half of the patches. Plugin hooks run before the site's own gatsby-browser: this
 * onClientEntry has settled before the site's starts (Gatsby chains them).
 */
import type { GatsbyBrowser } from 'gatsby';
import { hydrateConcurrently, replayTapBeforeHydration } from './hydrate-concurrently';

/** A later task of the event loop (the site's src/lib/next-task.ts does the same). */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

// In a task of its own after the one that runs Gatsby's runtime and React: evaluating
// styled-components (same bundle, eager: no request) and registering the server's class names
// instead of styled-components re-inserting their rules (adopt-server-styles.ts).
export const onClientEntry: GatsbyBrowser['onClientEntry'] = async () => {
  await nextTask();
  (await import(/* webpackMode: "eager" */ './adopt-server-styles')).adoptServerStyles();
};

// Gatsby's typing still names React 17's legacy render signature; Gatsby 5 only calls it as (element, root).
type LegacyRenderer = ReturnType<NonNullable<GatsbyBrowser['replaceHydrateFunction']>>;
export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () =>
  hydrateConcurrently as unknown as LegacyRenderer;

// After the first render has committed: a button tapped before hydration now has its handler.
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = replayTapBeforeHydration;
