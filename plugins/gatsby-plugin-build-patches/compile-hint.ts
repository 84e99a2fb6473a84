/**
 * Marks every browser chunk with COMPILE_HINT, so Chrome compiles all its functions while it
 * streams the script in, on a background thread, instead of each function on the main thread
 * the first time it runs. A first visit runs most of React, the app and the page chunk during
 * hydration; compiled lazily, that compilation lengthened each slice React hydrates in (first
 * visit, 4x slower CPU: long tasks 417 -> 195 ms in total on /, docs/performance.md, D38). Added after
 * Terser, which drops comments, and before the source maps and the content hashes, which
 * therefore account for the extra line. Gatsby's own webpack, so the stage numbers are its own.
 */
import { createRequire } from 'node:module';

/** V8's explicit compile hint (Chrome 136+), the first line of a script. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export function compileHintBanner(resolveDependency: NodeJS.RequireResolve) {
  const webpack = createRequire(resolveDependency('gatsby'))('webpack') as typeof import('webpack');
  return new webpack.BannerPlugin({
    banner: COMPILE_HINT,
    raw: true,
    test: /\.js$/,
    stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
}
