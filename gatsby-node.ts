/**
 * Deliberately almost empty. Every page is static (no getServerData, no DSG): with the sharp
 * version this machine can install, a render engine fails the build (see STACK.md), and
 * static HTML is what customers arriving from search should get anyway.
 */
import type { GatsbyNode } from 'gatsby';

/**
 * The restaurant menu answers for deeper paths too (/menurestauracja/stolik-5). A matchPath
 * can only end in *, so other paths containing the word are caught by the 404 page.
 */
const RESTAURANT_MENU_PATH = /^\/menurestauracja\/?$/;
const RESTAURANT_MENU_MATCH_PATH = '/menurestauracja/*';

export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions, reporter }) => {
  // Fail early and clearly if a page ever asks for deferred generation.
  if ((page as { defer?: boolean }).defer) {
    reporter.panicOnBuild(`Page ${page.path} is deferred (DSG); every page must be static.`);
  }
  // createPage calls this hook again for the new page: the matchPath check stops the loop.
  if (RESTAURANT_MENU_PATH.test(page.path) && page.matchPath !== RESTAURANT_MENU_MATCH_PATH) {
    actions.deletePage(page);
    actions.createPage({ ...page, matchPath: RESTAURANT_MENU_MATCH_PATH });
  }
};
