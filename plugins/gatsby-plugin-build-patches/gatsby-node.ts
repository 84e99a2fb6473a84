/**
 * Build half of the patches (README.md): the version guard first, the webpack stand-ins and
 * the compile hint, and after the build the HTML rewrite and every patch's check. Plugin hooks
 * run before the site's own gatsby-node (its onPostBuild writes the redirect fallbacks after
 * this one), and after the other plugins listed before this one in gatsby-config.ts.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { rewriteBuiltPages } from './built-pages';
import { readBuiltSite } from './built-site';
import { describeFailures, failedChecks } from './checks';
import { compileHintBanner } from './compile-hint';
import verified from './verified-versions.json';
import { assertVerifiedVersions, installedVersionReader } from './version-guard';

/** Where the stand-ins are; Gatsby runs this file compiled into .cache, so not __dirname. */
const PLUGIN_DIR = path.resolve('plugins', 'gatsby-plugin-build-patches');

export const onPreInit: GatsbyNode['onPreInit'] = ({ reporter }) => {
  try {
    assertVerifiedVersions(verified, installedVersionReader(process.cwd()));
  } catch (error) {
    reporter.panic((error as Error).message);
  }
};

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ actions, stage, plugins }) => {
  // Gatsby inlines only the GATSBY_* variables that are set: an unset tracking id must read as ''
  // too, so the analytics' build-time conditions drop their code (site-store.ts, features/consent).
  if (process.env.GATSBY_GTAG_ID === undefined) {
    actions.setWebpackConfig({ plugins: [plugins.define({ 'process.env.GATSBY_GTAG_ID': JSON.stringify('') })] });
  }
  const resolveDependency = createRequire(path.resolve('package.json')).resolve;
  const aliasTo = (standIns: Record<string, string>) =>
    actions.setWebpackConfig({
      resolve: {
        alias: Object.fromEntries(Object.entries(standIns).map(([file, standIn]) => [file, path.join(PLUGIN_DIR, 'stand-ins', standIn)])),
      },
    });
  if (stage === 'build-javascript' || stage === 'develop') {
    // See stand-ins/styled-components-browser.ts: the plugin's browser wrapper is a no-op here.
    aliasTo({ [resolveDependency('gatsby-plugin-styled-components/gatsby-browser.js')]: 'styled-components-browser.ts' });
  }
  if (stage === 'build-javascript') {
    // Code the production bundle would carry and never run: see each stand-in's comment.
    const stylis = createRequire(resolveDependency('styled-components')).resolve('stylis/package.json');
    aliasTo({
      [resolveDependency('gatsby/dist/internal-plugins/partytown/gatsby-browser.js')]: 'partytown-browser.ts',
      [path.join(path.dirname(stylis), 'src/Prefixer.js')]: 'stylis-prefixer-off.ts',
      // Gatsby compiles the site from its copy of cache-dir in .cache.
      [path.resolve('.cache', 'slice.js')]: 'slice-component.ts',
    });
    actions.setWebpackConfig({ plugins: [compileHintBanner(resolveDependency)] });
  }
};

export const onPostBuild: GatsbyNode['onPostBuild'] = ({ reporter }) => {
  const publicDir = path.resolve('public');
  const rewritten = rewriteBuiltPages(publicDir);
  const failures = failedChecks(readBuiltSite(publicDir));
  if (failures.length > 0) {
    reporter.panicOnBuild(describeFailures(failures));
    return;
  }
  reporter.info(`gatsby-plugin-build-patches: ${rewritten} pages rewritten, every patch's check holds.`);
};
