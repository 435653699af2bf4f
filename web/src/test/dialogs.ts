/**
 * Test support: jsdom has no modal dialogs. Enough of one for ~/shared/dialog (the browser tests
 * use the real one): `showModal`/`close` toggle `open`, showModal focuses the first control, Escape
 * sends `close`.
 */
export function installDialogs(): void {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { __installed?: boolean };
  if (proto.__installed) return;
  proto.__installed = true;
  proto.showModal = function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
    const focusable = this.querySelector<HTMLElement>("button, a[href], input");
    focusable?.focus();
    this.addEventListener("keydown", (event) => {
      if (event.key === "Escape" && this.open) this.close();
    });
  };
  proto.close = function (this: HTMLDialogElement) {
    if (!this.hasAttribute("open")) return;
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
}
