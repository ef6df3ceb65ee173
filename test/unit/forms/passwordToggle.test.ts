import { afterEach, describe, expect, it } from 'vitest';
import { attachPasswordToggle } from '../../../shared/forms/passwordToggle.ts';

const WORDS = 'Показать пароль';

afterEach(() => {
  document.body.innerHTML = '';
});

function setUp(markup = '<input type="password" name="pass" id="login-pass"><button></button>') {
  document.body.innerHTML = markup;
  const field = document.querySelector('input');
  const button = document.querySelector('button');
  if (!field || !button) throw new Error('no field or button');
  return { field, button, remove: attachPasswordToggle(button, field, WORDS) };
}

describe('attachPasswordToggle', () => {
  it('starts hidden: type password, aria-pressed false, aria-controls the field, a plain button', () => {
    const { field, button } = setUp();
    expect(field.type).toBe('password');
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBe('login-pass');
    expect(button.type).toBe('button');
  });

  it('each click switches the field between text and password, and aria-pressed with it', () => {
    const { field, button } = setUp();
    button.click();
    expect(field.type).toBe('text');
    expect(button.getAttribute('aria-pressed')).toBe('true');
    button.click();
    expect(field.type).toBe('password');
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });

  it('gives a field without an id one of its own and points aria-controls at it', () => {
    const { field, button } = setUp('<input type="password" name="pass"><button></button>');
    expect(field.id).toMatch(/^shop-password-\d+$/);
    expect(button.getAttribute('aria-controls')).toBe(field.id);
    expect(document.getElementById(field.id)).toBe(field);
  });

  it('gives two fields without ids different ids', () => {
    const first = setUp('<input type="password"><button></button>').field.id;
    const second = setUp('<input type="password"><button></button>').field.id;
    expect(second).not.toBe(first);
  });

  it('gives a button without text the words; they stay when it is pressed', () => {
    const { button } = setUp();
    expect(button.textContent).toBe(WORDS);
    button.click();
    expect(button.textContent).toBe(WORDS);
  });

  it("keeps the server's own words or icon label", () => {
    expect(setUp('<input type="password"><button> Show </button>').button.textContent).toBe(' Show ');
    const labelled = setUp('<input type="password"><button aria-label="Eye"><svg></svg></button>').button;
    expect(labelled.textContent).toBe('');
    expect(labelled.getAttribute('aria-label')).toBe('Eye');
  });

  it('counts a button of spaces only as one without text', () => {
    expect(setUp('<input type="password"><button>  </button>').button.textContent).toBe(WORDS);
  });

  it('hides a password the server rendered as text from the start', () => {
    const { field, button } = setUp('<input type="text" id="p"><button></button>');
    expect(field.type).toBe('password');
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });

  it('the remover hides the password again and the button stops reacting', () => {
    const { field, button, remove } = setUp();
    button.click();
    expect(field.type).toBe('text');
    remove();
    expect(field.type).toBe('password');
    expect(button.getAttribute('aria-pressed')).toBe('false');
    button.click();
    expect(field.type).toBe('password');
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });
});
