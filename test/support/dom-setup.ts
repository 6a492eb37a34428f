/**
 * Each component test file's setup: jest-dom's matchers (toBeDisabled, toHaveAccessibleDescription…),
 * and the modal <dialog>'s methods, which jsdom 20 does not have. What a browser does besides
 * (the page behind made inert, Escape closing the dialog) is left to the browser journeys.
 */
import '@testing-library/jest-dom';

if (!HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) return;
    this.setAttribute('open', '');
    // As a browser does: focus goes into the dialog, to its first focusable element.
    this.querySelector<HTMLElement>('[autofocus], button, input, select, textarea, [tabindex]')?.focus();
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
