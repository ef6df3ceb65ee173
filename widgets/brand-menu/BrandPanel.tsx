import { Fragment, useRef, useState, type CSSProperties } from 'react';
import { store, useSignal } from '../../shared/store/index.ts';
import { BrandList } from './BrandList.tsx';
import { menuCookieGender, rememberGender } from './menuCookie.ts';
import type { Gender, MenuChoice, ServerMenu } from './serverMenu.ts';
import { useBrands } from './useBrands.ts';
import { useSlide } from './useSlide.ts';

interface Props {
  id: string;
  open: boolean;
  menu: ServerMenu;
  /** The marker's `data-gender`: the gender shown first when neither the `menu` cookie nor page init names one. */
  markerGender: Gender;
  /** The toggle link's own page, offered when the brands cannot be loaded. */
  href: string;
}

/** Every brand of a gender, before a letter is chosen. */
const ALL_LETTERS = '';

/**
 * The widget's own panel: the gender and letter buttons (the server links' words), then the brands
 * of that choice. Floats over the page (absolutely positioned), so opening it moves nothing.
 */
export function BrandPanel({ id, open, menu, markerGender, href }: Props) {
  const [cookieGender, setCookieGender] = useState(menuCookieGender);
  // Page init's menu_gender, which may come after the mount.
  const pageGender = useSignal(store.menuGender);
  const [chosen, setChosen] = useState<Gender | null>(null);
  // The shopper's choice here, then the one the cookie kept, then the server's, then the marker's.
  const gender = chosen ?? cookieGender ?? pageGender ?? markerGender;
  const [letter, setLetter] = useState(ALL_LETTERS);
  const { state, retry } = useBrands({ gender, letter }, open);
  const panelRef = useRef<HTMLDivElement>(null);
  useSlide(panelRef, open, state.kind === 'ready' ? state.brands : state.kind);

  const chooseGender = (choice: Gender) => {
    setChosen(choice);
    setCookieGender(rememberGender(choice));
  };

  const style: CSSProperties = { position: 'absolute', display: open ? undefined : 'none' };
  return (
    <div ref={panelRef} id={id} className="brand-menu__dropdown" hidden={!open} style={style}>
      <ChoiceRow className={menu.genderRowClass || 'brand-menu__genders'} choices={menu.genders} chosen={gender} onChoose={chooseGender} />
      <ChoiceRow className={menu.letterRowClass || 'brand-menu__letters'} choices={menu.letters} chosen={letter} onChoose={setLetter} />
      <BrandList state={state} sortForMen={cookieGender === 'm'} onRetry={retry} wayOut={{ href, label: menu.toggleLabel }} />
    </div>
  );
}

interface RowProps<T extends string> {
  className: string;
  choices: readonly MenuChoice<T>[];
  chosen: string;
  onChoose: (value: T) => void;
}

/** A row of buttons, one per server link, the chosen one pressed. */
function ChoiceRow<T extends string>({ className, choices, chosen, onChoose }: RowProps<T>) {
  if (choices.length === 0) return null;
  return (
    <p className={className}>
      {choices.map((choice, index) => (
        <Fragment key={choice.value}>
          {/* The server's links are a space apart: so are the buttons. */}
          {index > 0 && ' '}
          <button type="button" className="brand-menu__choice" aria-pressed={choice.value === chosen} onClick={() => onChoose(choice.value)}>
            {choice.label}
          </button>
        </Fragment>
      ))}
    </p>
  );
}
