import { Fragment } from 'react';
import type { Language } from '../../shared/context/types.ts';
import type { CountdownParts } from '../../shared/i18n/countdown.ts';
import { timerParts } from './timerParts.ts';

interface Props {
  parts: CountdownParts;
  lang: Language;
}

/**
 * The timer's content, exactly the markup the server prints: a space between the parts and between
 * each figure and its word, so the timer reads '2 дня 00 часов …' as text (and to a screen reader).
 */
export function TimerParts({ parts, lang }: Props) {
  return (
    <>
      {timerParts(parts, lang).map((part, index) => (
        <Fragment key={part.unit}>
          {index > 0 ? ' ' : null}
          <span className={`countdown__part countdown__part--${part.unit}`}>
            <span className="countdown__value">{part.value}</span> <span className="countdown__unit">{part.word}</span>
          </span>
        </Fragment>
      ))}
    </>
  );
}
