// One form sent by the script instead of the browser: its checks (docs/markers.md "Form fields"),
// the phone mask on its phone fields, its submit buttons disabled while it is checked and sent.
import { markerOf } from '../browser/markerAttributes.ts';
import type { Currency, Language } from '../context/types.ts';
import { phoneAfterBlur, phoneCountryOf } from './phone.ts';
import { attachPhoneMask } from './phoneMask.ts';
import { attachValidation, type FormValidation } from './validateForm.ts';

/** What a send left behind: the form may be sent again (an error), or the page is leaving. */
export type SendOutcome = 'again' | 'leaving';

export interface EnhanceFormOptions {
  lang: Language;
  /** Picks the phone mask: +7 for KZT, +38 otherwise. */
  currency: Currency;
  /** Sends the valid form. Never rejects: a failure is the caller's to show, then 'again'. */
  send: (form: HTMLFormElement) => Promise<SendOutcome>;
  /** A gate before the checks (the gift form's page-ready flag); false refuses the submit. */
  mayRun?: () => boolean;
}

export interface EnhancedForm {
  validation: FormValidation;
  /** Runs the submit as the shopper's Enter or button would. */
  submit: () => void;
  /** Takes every listener, mask and mark off the form; a send in flight still ends. */
  destroy: () => void;
}

// Phone fields inside their own `phone` marker are masked by that widget.
const PHONE_FIELDS = 'input[type="tel"]';
const OWN_PHONE_MARKER = markerOf('phone');

function submitButtons(form: HTMLFormElement): (HTMLButtonElement | HTMLInputElement)[] {
  return Array.from(form.elements).filter(
    (el): el is HTMLButtonElement | HTMLInputElement => (el instanceof HTMLButtonElement || el instanceof HTMLInputElement) && el.type === 'submit',
  );
}

export function enhanceForm(form: HTMLFormElement, options: EnhanceFormOptions): EnhancedForm {
  const validation = attachValidation(form, options.lang);
  const country = phoneCountryOf(options.currency);
  const phones = Array.from(form.querySelectorAll<HTMLInputElement>(PHONE_FIELDS)).filter((input) => !input.closest(OWN_PHONE_MARKER));
  const unmask = phones.map((input) => attachPhoneMask(input, country));
  // Enter in a phone field sends without a blur: its blur rule (complete, or cleared) applies first.
  const settlePhones = () => {
    for (const input of phones) {
      const kept = phoneAfterBlur(input.value, country);
      if (kept === input.value) continue;
      input.value = kept;
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
  };
  let busy = false;
  let alive = true;

  const setBusy = (value: boolean) => {
    busy = value;
    // The buttons keep their place and words; a disabled one drops focus, so remember who had it.
    const hadFocus = form.contains(document.activeElement);
    for (const button of submitButtons(form)) button.disabled = value;
    if (value) form.setAttribute('aria-busy', 'true');
    else form.removeAttribute('aria-busy');
    if (!value && hadFocus === false && document.activeElement === document.body && lastPressed?.isConnected) lastPressed.focus();
  };
  let lastPressed: HTMLElement | null = null;

  const run = () => {
    if (busy || !alive) return;
    if (options.mayRun && !options.mayRun()) return;
    lastPressed = document.activeElement instanceof HTMLElement && form.contains(document.activeElement) ? document.activeElement : null;
    setBusy(true);
    settlePhones();
    if (!validation.validate()) {
      setBusy(false);
      return;
    }
    void options.send(form).then((outcome) => {
      if (outcome === 'again' && alive) setBusy(false);
    });
  };

  const onSubmit = (event: Event) => {
    event.preventDefault();
    run();
  };
  form.addEventListener('submit', onSubmit);

  return {
    validation,
    submit: run,
    destroy: () => {
      alive = false;
      form.removeEventListener('submit', onSubmit);
      for (const stop of unmask) stop();
      validation.destroy();
      for (const button of submitButtons(form)) button.disabled = false;
      form.removeAttribute('aria-busy');
    },
  };
}
