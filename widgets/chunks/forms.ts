import type { AnyWidget } from '../../shared/runtime/index.ts';
import { accountPanel } from '../account-panel/index.ts';
import { authPanel } from '../auth-panel/index.ts';
import { giftForm } from '../gift-form/index.ts';
import { inputFilter } from '../input-filter/index.ts';
import { panelTrigger } from '../panel-trigger/index.ts';
import { phone } from '../phone/index.ts';
import { recall } from '../recall/index.ts';

/**
 * Chunk "forms": everything a shopper types into (SPEC 2–5, 7, 8) with the mask library only they
 * use, and the header's panel buttons that open the account forms.
 */
const widgets: AnyWidget[] = [panelTrigger, authPanel, accountPanel, giftForm, recall, phone, inputFilter];
export default widgets;
