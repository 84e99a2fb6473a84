/**
 * The old page leaves before Gatsby swaps in the new one: the swap waits for both the leaving
 * and the page's resources, which load side by side; navigations that swap no page do not
 * leave. The fake runtime below does what Gatsby's navigate does (navigation.js): it calls
 * `___loader.loadPage` synchronously and swaps when that promise resolves.
 */
import { leaveBeforeNavigate } from '../../../plugins/gatsby-plugin-build-patches/leave-before-navigate';

interface Deferred {
  promise: Promise<void>;
  resolve: () => void;
  reject: (error: Error) => void;
}
function deferred(): Deferred {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

let events: string[];
let loads: Map<string, Deferred>;
let leaving: Deferred;
const leave = jest.fn(() => {
  events.push('leave');
  return leaving.promise;
});
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  events = [];
  loads = new Map();
  leaving = deferred();
  leave.mockClear();
  const loader = {
    loadPage: (path: string) => {
      events.push(`load ${path}`);
      const load = deferred();
      loads.set(path, load);
      return load.promise.then(() => ({ path }));
    },
  };
  window.___loader = loader;
  window.___navigate = (to, options) => {
    if (typeof to === 'number') {
      events.push(`history ${to}`);
      return;
    }
    void loader.loadPage(to).then(() => events.push(`swap ${to}${options ? ` ${JSON.stringify(options)}` : ''}`));
  };
});

afterEach(() => {
  delete window.___navigate;
  delete window.___loader;
});

it('leaves at once, loads meanwhile, and swaps only when both are done (the leaving last)', async () => {
  expect(leaveBeforeNavigate(leave)).toBe(true);
  window.___navigate?.('/menu/', { replace: true });
  expect(events).toEqual(['leave', 'load /menu/']);
  loads.get('/menu/')?.resolve();
  await settle();
  expect(events).toEqual(['leave', 'load /menu/']);
  leaving.resolve();
  await settle();
  expect(events).toEqual(['leave', 'load /menu/', 'swap /menu/ {"replace":true}']);
});

it('swaps when the resources arrive after the page has left', async () => {
  leaveBeforeNavigate(leave);
  window.___navigate?.('/about/');
  leaving.resolve();
  await settle();
  expect(events).toEqual(['leave', 'load /about/']);
  loads.get('/about/')?.resolve();
  await settle();
  expect(events.at(-1)).toBe('swap /about/');
});

it('still swaps when the leaving fails', async () => {
  leaveBeforeNavigate(leave);
  window.___navigate?.('/about/');
  leaving.reject(new Error('AbortError'));
  loads.get('/about/')?.resolve();
  await settle();
  expect(events.at(-1)).toBe('swap /about/');
});

it('leaves nothing when no page is swapped: history steps, the same page with another query or hash', async () => {
  window.history.replaceState(null, '', '/menu/');
  leaveBeforeNavigate(leave);
  window.___navigate?.(-1);
  window.___navigate?.('/menu/?strona=2');
  window.___navigate?.('#zestawy');
  loads.forEach((load) => load.resolve());
  await settle();
  expect(leave).not.toHaveBeenCalled();
  expect(events).toEqual(['history -1', 'load /menu/?strona=2', 'load #zestawy', 'swap /menu/?strona=2', 'swap #zestawy']);
  window.history.replaceState(null, '', '/');
});

it("makes only the navigation's own load wait: other loads of the page (prefetches) do not", async () => {
  leaveBeforeNavigate(leave);
  window.___navigate?.('/menu/');
  const prefetched = jest.fn();
  void window.___loader?.loadPage('/basket/').then(prefetched);
  loads.get('/basket/')?.resolve();
  await settle();
  expect(prefetched).toHaveBeenCalledWith({ path: '/basket/' });
  expect(events).not.toContain('swap /menu/');
});

it("leaves navigation as it was when Gatsby's runtime no longer has the globals", () => {
  delete window.___loader;
  const navigate = window.___navigate;
  expect(leaveBeforeNavigate(leave)).toBe(false);
  expect(window.___navigate).toBe(navigate);
});
