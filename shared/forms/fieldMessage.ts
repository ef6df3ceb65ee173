// How an invalid field looks: aria-invalid on its controls and a message right after it.
import type { Control } from './fieldRules.ts';

/** The message element's class (styled by the site; documented in validateForm.ts). */
export const ERROR_CLASS = 'field__error';

// Module-wide, so ids stay unique with several validated forms on one page.
let lastId = 0;

function freshId(doc: Document): string {
  let id: string;
  do {
    lastId += 1;
    id = `shop-error-${lastId}`;
  } while (doc.getElementById(id));
  return id;
}

/** Right after the field, or after its wrapping label: inside it, the message would become part of the field's name. */
function anchorFor(control: Control): Element {
  return control.closest('label') || control;
}

function tokens(element: Element, attribute: string): string[] {
  return (element.getAttribute(attribute) || '').split(/\s+/).filter((token) => token !== '');
}

function addToken(element: Element, attribute: string, token: string): void {
  const list = tokens(element, attribute);
  if (list.indexOf(token) < 0) list.push(token);
  element.setAttribute(attribute, list.join(' '));
}

function removeToken(element: Element, attribute: string, token: string): void {
  const list = tokens(element, attribute).filter((each) => each !== token);
  if (list.length > 0) element.setAttribute(attribute, list.join(' '));
  else element.removeAttribute(attribute);
}

/** One field's error marks; clear() puts back exactly what was there before. */
export class FieldMark {
  private readonly controls: readonly Control[];
  private readonly invalidBefore: readonly (string | null)[];
  private message: HTMLElement | null = null;

  constructor(controls: readonly Control[]) {
    this.controls = controls;
    this.invalidBefore = controls.map((control) => control.getAttribute('aria-invalid'));
  }

  /** Marks the field invalid and shows `text` below it; null shows no message (no_message). */
  show(text: string | null): void {
    for (const control of this.controls) control.setAttribute('aria-invalid', 'true');
    if (text === null) {
      this.removeMessage();
      return;
    }
    const message = this.message || this.createMessage();
    message.textContent = text;
    const last = this.controls[this.controls.length - 1];
    // Placed again if the page removed it (a server fragment replaced around the field).
    if (last && !message.isConnected) anchorFor(last).after(message);
  }

  clear(): void {
    this.removeMessage();
    this.controls.forEach((control, index) => {
      const before = this.invalidBefore[index];
      if (before === null || before === undefined) control.removeAttribute('aria-invalid');
      else control.setAttribute('aria-invalid', before);
    });
  }

  private createMessage(): HTMLElement {
    const doc = this.controls[0] ? this.controls[0].ownerDocument : document;
    const message = doc.createElement('span');
    message.className = ERROR_CLASS;
    message.id = freshId(doc);
    for (const control of this.controls) addToken(control, 'aria-describedby', message.id);
    this.message = message;
    return message;
  }

  private removeMessage(): void {
    if (!this.message) return;
    for (const control of this.controls) removeToken(control, 'aria-describedby', this.message.id);
    this.message.remove();
    this.message = null;
  }
}
