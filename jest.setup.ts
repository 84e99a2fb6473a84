// Adds DOM matchers (toBeInTheDocument, toHaveTextContent ...) to every test's expect.
import '@testing-library/jest-dom';

// jsdom 26 has <dialog> but not its methods. Here they only set and clear `open`; what the
// browser adds (focus in and back, the inert page, Escape as a `cancel` event) the journeys test.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
}
