/**
 * Each component test file's setup: jest-dom's matchers (toBeDisabled, toHaveAccessibleDescription…),
 * and the modal <dialog>'s methods, which jsdom 20 does not have: open and close, and the close
 * event. What a browser does besides (focus moved into it, the page behind made inert, Escape
 * closing it) is left to the browser journeys.
 */
import '@testing-library/jest-dom';

if (!HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) return;
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    this.removeAttribute('open');
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.dispatchEvent(new Event('close'));
  };
}
