import type { Message } from '../message.ts';

// The countdown's parts (days, hours, minutes, seconds; widgets/countdown): one, few and many
// forms of each (plural.ts).

export const countdownDaysOne = { ru: 'день', ua: 'день' } satisfies Message;
export const countdownDaysFew = { ru: 'дня', ua: 'дні' } satisfies Message;
export const countdownDaysMany = { ru: 'дней', ua: 'днів' } satisfies Message;
export const countdownHoursOne = { ru: 'час', ua: 'година' } satisfies Message;
export const countdownHoursFew = { ru: 'часа', ua: 'години' } satisfies Message;
export const countdownHoursMany = { ru: 'часов', ua: 'годин' } satisfies Message;
export const countdownMinutesOne = { ru: 'минута', ua: 'хвилина' } satisfies Message;
export const countdownMinutesFew = { ru: 'минуты', ua: 'хвилини' } satisfies Message;
export const countdownMinutesMany = { ru: 'минут', ua: 'хвилин' } satisfies Message;
export const countdownSecondsOne = { ru: 'секунда', ua: 'секунда' } satisfies Message;
export const countdownSecondsFew = { ru: 'секунды', ua: 'секунди' } satisfies Message;
export const countdownSecondsMany = { ru: 'секунд', ua: 'секунд' } satisfies Message;
