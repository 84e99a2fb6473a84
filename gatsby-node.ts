/**
 * Deliberately almost empty. Every page is static (no getServerData, no DSG): with the sharp
 * version this machine can install, a render engine fails the build (see STACK.md), and
 * static HTML is what customers arriving from search should get anyway.
 */
import type { GatsbyNode } from 'gatsby';

// Fail early and clearly if a page ever asks for deferred generation.
export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, reporter }) => {
  if ((page as { defer?: boolean }).defer) {
    reporter.panicOnBuild(`Page ${page.path} is deferred (DSG); every page must be static.`);
  }
};
