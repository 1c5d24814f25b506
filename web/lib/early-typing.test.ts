// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { handOverTyping, typingIn } from './early-typing.ts';

/** A drawn sign-in form, as the server writes it: fields with the text they were drawn with. */
function drawnForm(): HTMLFormElement {
  const form = document.createElement('form');
  form.innerHTML = `
    <input name="email" type="email" value="">
    <input name="password" type="password" value="">
    <input name="city" value="Udaipur">
    <textarea name="note"></textarea>
    <input name="remember" type="checkbox">
    <input name="next" type="hidden" value="/trips">
    <button type="submit">Sign in</button>`;
  document.body.replaceChildren(form);
  return form;
}

const field = (form: HTMLFormElement, name: string) =>
  form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!;

/**
 * An app's field as React keeps it: React records each value set on the element itself and reports
 * a change on `input` only when the field's value differs from the recorded one.
 */
function trackedAsReactDoes(input: HTMLInputElement): string[] {
  const own = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!;
  let recorded = input.value;
  Object.defineProperty(input, 'value', {
    configurable: true,
    get: () => own.get!.call(input),
    set: (text: string) => {
      recorded = text;
      own.set!.call(input, text);
    },
  });
  const changes: string[] = [];
  input.addEventListener('input', () => {
    if (input.value === recorded) return;
    recorded = input.value;
    changes.push(input.value);
  });
  return changes;
}

describe('typing done before the app takes a drawn page over (decision 153)', () => {
  it('finds each text field whose text is no longer the one it was drawn with', () => {
    const form = drawnForm();
    field(form, 'email').value = 'customer@basera.example';
    field(form, 'note').value = 'Late arrival';
    (field(form, 'remember') as HTMLInputElement).checked = true;

    const typing = typingIn(form);

    expect(typing.map(({ field, text }) => [field.name, text])).toEqual([
      ['email', 'customer@basera.example'],
      ['note', 'Late arrival'],
    ]);
  });

  it('finds nothing on a page nobody has typed into, nor in a field typed back to what it was drawn with', () => {
    const form = drawnForm();
    field(form, 'city').value = 'Udaipr';
    field(form, 'city').value = 'Udaipur';
    expect(typingIn(form)).toEqual([]);
  });

  it('gives each field its text back with an input event, which an app keeping values as React does sees as a change', () => {
    const form = drawnForm();
    const email = field(form, 'email') as HTMLInputElement;
    const password = field(form, 'password') as HTMLInputElement;
    email.value = 'customer@basera.example';
    password.value = 'Customer123';
    const typing = typingIn(form);

    // The app takes the fields over: its form state is empty and it writes that into the fields.
    const emailChanges = trackedAsReactDoes(email);
    const passwordChanges = trackedAsReactDoes(password);
    email.value = '';
    password.value = '';
    const bubbled: string[] = [];
    form.addEventListener('input', (event) => bubbled.push((event.target as HTMLInputElement).name));

    handOverTyping(typing);

    expect([email.value, password.value]).toEqual(['customer@basera.example', 'Customer123']);
    expect(emailChanges).toEqual(['customer@basera.example']);
    expect(passwordChanges).toEqual(['Customer123']);
    expect(bubbled).toEqual(['email', 'password']);
  });

  it('leaves out a field the app has taken off the page', () => {
    const form = drawnForm();
    const note = field(form, 'note');
    note.value = 'Late arrival';
    const typing = typingIn(form);
    note.remove();
    let heard = 0;
    note.addEventListener('input', () => heard++);

    handOverTyping(typing);

    expect(heard).toBe(0);
  });
});
