import { store, useSignal } from '../../shared/store/index.ts';
import { callTheShop } from '../../shared/i18n/messages/panels.ts';
import { useT } from '../../shared/ui/useT.ts';

/**
 * The shop's phone from page init, shown in the phone popup: utm_translated_phone as the words, and
 * utm_translated_phone_nf, kept to its digits, as the number the link dials. Nothing before page
 * init answered, or when it sent no phone.
 */
export function ContactPhone() {
  const t = useT();
  const phone = useSignal(store.shopPhone);
  const digits = (phone?.digits ?? '').replace(/\D/g, '');
  const words = phone?.words || digits;
  if (!words) return null;
  return (
    <p className="shop-panel__phone">
      {t(callTheShop)}{' '}
      {digits ? <a href={`tel:+${digits}`}>{words}</a> : <span>{words}</span>}
    </p>
  );
}
