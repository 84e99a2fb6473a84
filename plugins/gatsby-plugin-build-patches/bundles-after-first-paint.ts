/**
 * Gatsby's HTML loads its bundles (webpack runtime, framework, app) with async script tags at
 * the end of the body. On a fast network they arrive before the browser has painted, and a
 * phone then evaluates ~100 KB of JavaScript before it shows the page it already has. After the
 * build (this plugin's onPostBuild, built-pages.ts) every page adds them from one inline script after the first
 * frame instead: the static page, and the notice in it, paint first, and the bundles are asked
 * for one frame later than the parser would have found them. (No preload links: a preloaded
 * script has the priority of a render-blocking one and would compete with the page's own
 * bytes on a slow network.) A tab opened in the background (no animation frames) starts them
 * after a second. Gatsby 5 renders these tags in a slice after every SSR hook, hence the rewrite.
 */

// Exactly the tags Gatsby writes: <script src="/app-….js" async></script>.
const ASYNC_BUNDLE = /<script src="(\/[^"<>]+\.js)" async(?:="")?><\/script>/g;

/**
 * The inline starter: adds the bundles once, after the first animation frame has painted, each
 * in a task of its own (starting a script's request is not free: the three in one task made a
 * 70 ms task on a 4x slower CPU, right after the first paint).
 */
export function starterScript(sources: string[]): string {
  return [
    '(function(){var started=false;function start(){if(started)return;started=true;',
    `${JSON.stringify(sources)}.forEach(function(src){setTimeout(function(){var s=document.createElement("script");s.src=src;s.async=true;document.body.appendChild(s)},0)})}`,
    'requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,1000)})()',
  ].join('');
}

// A starter in the page: the build's own, or one an earlier build left behind (see below).
const STARTER = /<script id="bundles-after-first-paint">[^<]*<\/script>/g;

/**
 * The page with its bundle tags replaced by the starter, where the first tag stood; other pages
 * unchanged. The starter also adds the page's own chunks (`pageScripts`, see page-chunks.ts):
 * webpack would otherwise add their tags only once Gatsby has the page data, inside that task
 * (starting a script is ~4 ms of main thread each on this machine, 4x that on a phone), and
 * later; webpack reuses a tag with the same src instead of adding its own.
 *
 * The tags stand in Gatsby's scripts slice, which every build stitches anew into pages it
 * does not render again (/admin/, the offline app shell): a starter left outside it
 * would stay beside the next build's, and the page would run two builds' bundles at once (two
 * Gatsby runtimes on one page: the second hydrated what the first had rendered). So the
 * starter goes inside the slice, and one an older build left elsewhere is dropped.
 */
export function startBundlesAfterFirstPaint(html: string, pageScripts: string[] = []): string {
  const bundles = Array.from(html.matchAll(ASYNC_BUNDLE), (match) => match[1]);
  if (bundles.length === 0) return html;
  const sources = [...new Set([...bundles, ...pageScripts])];
  const starter = `<script id="bundles-after-first-paint">${starterScript(sources)}</script>`;
  let placed = false;
  return html.replace(STARTER, '').replace(ASYNC_BUNDLE, () => {
    if (placed) return '';
    placed = true;
    return starter;
  });
}

/** The bundles a rewritten page starts (for the first-load JavaScript bench); [] for any other page. */
export function startedBundles(html: string): string[] {
  const list = /<script id="bundles-after-first-paint">[^<]*?(\[[^\]]*\])\.forEach/.exec(html);
  return list ? (JSON.parse(list[1]) as string[]) : [];
}
