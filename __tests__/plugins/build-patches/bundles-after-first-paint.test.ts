import { startBundlesAfterFirstPaint, startedBundles, starterScript } from '../../../plugins/gatsby-plugin-build-patches/bundles-after-first-paint';

const PAGE =
  '<!DOCTYPE html><html><head><title>Menu</title></head><body><div id="___gatsby">strona</div>' +
  '<script id="gatsby-chunk-mapping">window.___chunkMapping={}</script>' +
  '<script src="/webpack-runtime-1.js" async=""></script><script src="/framework-2.js" async=""></script>' +
  '<script src="/app-3.js" async=""></script></body></html>';

describe('startBundlesAfterFirstPaint', () => {
  it('starts the bundles from one inline script after the page\'s own scripts', () => {
    const html = startBundlesAfterFirstPaint(PAGE);
    expect(html).not.toMatch(/<script src=/);
    expect(html).not.toContain('preload');
    expect(html).toContain('window.___chunkMapping={}</script>');
    expect(html).toContain(JSON.stringify(['/webpack-runtime-1.js', '/framework-2.js', '/app-3.js']));
    expect(html.indexOf('id="bundles-after-first-paint"')).toBeGreaterThan(html.indexOf('gatsby-chunk-mapping'));
  });

  it('names the bundles it starts (what the first-load JavaScript bench counts)', () => {
    expect(startedBundles(startBundlesAfterFirstPaint(PAGE))).toEqual(['/webpack-runtime-1.js', '/framework-2.js', '/app-3.js']);
    expect(startedBundles(PAGE)).toEqual([]);
  });

  it('a page Gatsby did not render again keeps one starter, the new one, inside its scripts slice', () => {
    // What the next build leaves in /admin/: its scripts slice stitched anew around the last
    // build's starter, which stood outside the slice.
    const slice = (tags: string) =>
      `<!-- slice-start id="_gatsby-scripts-1" --><script id="gatsby-chunk-mapping">window.___chunkMapping={}</script>${tags}<!-- slice-end id="_gatsby-scripts-1" -->`;
    const earlier = startBundlesAfterFirstPaint(`<html><body><div id="___gatsby"></div>${slice('<script src="/app-old.js" async=""></script>')}</body></html>`);
    const restitched = earlier.replace(/<!-- slice-start[\s\S]*slice-end id="_gatsby-scripts-1" -->/, slice('<script src="/app-new.js" async=""></script>'));
    const html = startBundlesAfterFirstPaint(restitched);
    expect(html.match(/id="bundles-after-first-paint"/g)).toHaveLength(1);
    expect(startedBundles(html)).toEqual(['/app-new.js']);
    expect(html).not.toContain('app-old.js');
    expect(html.indexOf('id="bundles-after-first-paint"')).toBeLessThan(html.indexOf('slice-end'));
    expect(startBundlesAfterFirstPaint(html)).toBe(html);
  });

  it('leaves a page without bundles (a redirect fallback) alone', () => {
    const redirect = '<!DOCTYPE html><html><head><meta http-equiv="refresh" content="0;url=/menu/"></head><body></body></html>';
    expect(startBundlesAfterFirstPaint(redirect)).toBe(redirect);
  });
});

describe('the starter script', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    document.body.innerHTML = '';
  });

  const added = () => Array.from(document.querySelectorAll('script[src]')).map((s) => s.getAttribute('src'));

  it('adds the bundles, in order and once, only after an animation frame', () => {
    jest.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    new Function(starterScript(['/a.js', '/b.js']))();

    jest.advanceTimersByTime(0);
    expect(added()).toEqual([]);
    frames.forEach((frame) => frame(0));
    // The frame's task only schedules: one task per bundle (plus the one-second fallback).
    jest.advanceTimersToNextTimer();
    expect(added()).toEqual([]);
    expect(jest.getTimerCount()).toBe(3);
    jest.advanceTimersToNextTimer();
    expect(added()).toEqual(['/a.js', '/b.js']);
    jest.advanceTimersByTime(1000);
    expect(added()).toEqual(['/a.js', '/b.js']);
  });

  it('starts after a second without animation frames (a tab opened in the background)', () => {
    jest.useFakeTimers();
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    new Function(starterScript(['/a.js']))();
    jest.advanceTimersByTime(999);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(1);
    jest.advanceTimersToNextTimer();
    expect(added()).toEqual(['/a.js']);
  });
});
