/**
 * @jest-environment node
 */
// The version guard: a build on versions other than those a patch was verified on stops at its
// start and names the patch. Here the recorded table is changed (real-build.test.ts also runs a
// real `gatsby build` with a changed table and sees it stop).
import path from 'node:path';
import verified from '../../../plugins/gatsby-plugin-build-patches/verified-versions.json';
import { assertVerifiedVersions, installedVersionReader, versionMismatches } from '../../../plugins/gatsby-plugin-build-patches/version-guard';

const ROOT = path.resolve(__dirname, '../../..');
const installed = installedVersionReader(ROOT);

it('passes with the versions installed here, which every patch was verified on', () => {
  expect(versionMismatches(verified, installed)).toEqual([]);
  expect(() => assertVerifiedVersions(verified, installed)).not.toThrow();
});

it('reads a dependency of a dependency as that package resolves it', () => {
  expect(installed('styled-components>stylis')).toMatch(/^\d+\.\d+\.\d+$/);
  expect(installed('gatsby')).toBe(require(path.join(ROOT, 'node_modules/gatsby/package.json')).version);
});

it('fails naming the patch, the package and both versions when a recorded version differs', () => {
  const recorded = { ...verified, 'adopt-server-styles': { 'styled-components': '6.5.0' } };
  expect(() => assertVerifiedVersions(recorded, installed)).toThrow(
    /adopt-server-styles was not verified[\s\S]*patch "adopt-server-styles": verified on styled-components 6\.5\.0, installed styled-components 6\.6\.0/,
  );
});

it('names every patch that leans on a changed package', () => {
  const gatsbyOld = Object.fromEntries(
    Object.entries(verified).map(([patch, versions]) => [patch, 'gatsby' in versions ? { ...versions, gatsby: '5.15.0' } : versions]),
  );
  const named = versionMismatches(gatsbyOld, installed).map((mismatch) => mismatch.patch);
  expect(named).toEqual(['bundles-after-first-paint', 'page-chunks-with-bundles', 'partytown-browser-stand-in', 'slice-component-stand-in', 'compile-hint', 'leave-before-navigate', 'hydrate-as-transition']);
  expect(() => assertVerifiedVersions(gatsbyOld, installed)).toThrow(/bundles-after-first-paint, page-chunks-with-bundles, .* were not verified/);
});

it("stops Gatsby at onPreInit through the reporter, naming the patch, when the plugin's own table differs", () => {
  jest.isolateModules(() => {
    jest.doMock('../../../plugins/gatsby-plugin-build-patches/verified-versions.json', () => ({
      ...verified,
      'compile-hint': { ...verified['compile-hint'], 'gatsby>webpack': '5.0.0' },
    }));
    const { onPreInit } = require('../../../plugins/gatsby-plugin-build-patches/gatsby-node') as typeof import('../../../plugins/gatsby-plugin-build-patches/gatsby-node');
    const panic = jest.fn();
    const cwd = process.cwd();
    process.chdir(ROOT);
    try {
      (onPreInit as (args: unknown) => void)({ reporter: { panic } });
    } finally {
      process.chdir(cwd);
    }
    expect(panic).toHaveBeenCalledTimes(1);
    expect(panic.mock.calls[0][0]).toMatch(/patch "compile-hint": verified on gatsby>webpack 5\.0\.0, installed gatsby>webpack 5\.\d+\.\d+/);
  });
});
