// Gatsby's Link calls the page loader to prefetch; outside Gatsby there is none.
global.___loader = {
  enqueue: jest.fn(),
};
