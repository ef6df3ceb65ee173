import { useCallback, useEffect, useRef, useState } from 'react';
import { copied as copiedWords } from '../i18n/messages/common.ts';
import { StableLabel } from './StableLabel.tsx';
import { useT } from './useT.ts';

/** A copy control says '✔ скопировано' for 2 s after a successful copy (widgets/promo-code). */
export const COPIED_LABEL_MS = 2000;

export interface CopiedLabelState {
  /** Whether the control says '✔ скопировано' now. */
  copied: boolean;
  /** Call after a copy that worked: the label shows for COPIED_LABEL_MS from now, also when it already shows. */
  showCopied: () => void;
}

/** The copied state of one copy control; its timer ends with the component. */
export function useCopiedLabel(): CopiedLabelState {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const showCopied = useCallback(() => {
    // A second copy starts the two seconds again: the label never goes while the shopper is still copying.
    clearTimeout(timer.current);
    setCopied(true);
    timer.current = setTimeout(() => setCopied(false), COPIED_LABEL_MS);
  }, []);
  return { copied, showCopied };
}

interface Props {
  /** The control's own words, shown when it is not saying '✔ скопировано'. */
  label: string;
  copied: boolean;
}

/**
 * A copy control's label: its own words, or '✔ скопировано' / '✔ скопійовано' while `copied`. Both
 * texts always size the control (StableLabel), so the button under the pointer never changes size.
 */
export function CopiedLabel({ label, copied }: Props) {
  const t = useT();
  return <StableLabel texts={[label, t(copiedWords)]} shown={copied ? 1 : 0} />;
}
