import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Field, type FieldControl } from '#src/components/forms/Field.tsx';
import { RadioChoice } from '#src/components/forms/RadioChoice.tsx';

type FieldProps = Parameters<typeof Field>[0];

function render(props: Partial<FieldProps> & { control?: FieldControl }) {
  const html = renderToStaticMarkup(
    createElement(Field, { label: 'Mobile number', id: 'phone', control: {}, ...props }),
  );
  const control = /<(input|select|textarea)\b[^>]*>/.exec(html)![0];
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(control)?.[1];
  return { html, control, attribute };
}

/** The ids of the elements whose text describes the control, with that text. */
function descriptions(html: string, describedBy: string | undefined) {
  return (describedBy ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => new RegExp(`id="${id}"[^>]*>([^<]*)<`).exec(html)?.[1]);
}

describe('a form field', () => {
  it('is named by its label', () => {
    const { html, attribute } = render({});
    expect(attribute('id')).toBe('phone');
    expect(html).toMatch(/<label for="phone"[^>]*>Mobile number<\/label>/);
  });

  it('ties its hint and its error to the control, and marks the control invalid', () => {
    const { html, attribute } = render({ hint: 'We call before delivering', error: 'Enter a UAE number' });
    expect(descriptions(html, attribute('aria-describedby'))).toEqual([
      'We call before delivering',
      'Enter a UAE number',
    ]);
    expect(attribute('aria-invalid')).toBe('true');
    expect(html).toMatch(/role="alert"[^>]*>Enter a UAE number/);
  });

  it('is valid and described by its hint alone while there is no error', () => {
    const { html, attribute } = render({ hint: 'We call before delivering', error: null });
    expect(descriptions(html, attribute('aria-describedby'))).toEqual(['We call before delivering']);
    expect(attribute('aria-invalid')).toBeUndefined();
    expect(html).not.toContain('role="alert"');
  });

  it('keeps a description given with the control, and is invalid when its outcome is told elsewhere', () => {
    const { attribute } = render({ invalid: true, control: { 'aria-describedby': 'outcome' } });
    expect(attribute('aria-describedby')).toBe('outcome');
    expect(attribute('aria-invalid')).toBe('true');
  });

  it('marks a required field in its label, hidden from screen readers, and requires the control', () => {
    const { html, attribute } = render({ required: true });
    expect(html).toMatch(/<label for="phone"[^>]*>Mobile number<span[^>]*aria-hidden="true"[^>]*> \*<\/span><\/label>/);
    expect(attribute('required')).toBe('');
  });

  it('renders a select from its options, the chosen one selected, for a page without JavaScript', () => {
    const { html } = render({
      control: {
        as: 'select',
        name: 'emirate',
        defaultValue: 'Dubai',
        options: [
          { value: '', label: 'Choose' },
          { value: 'Dubai', label: 'Dubai' },
        ],
      },
    });
    expect(html).toMatch(
      /<select[^>]*name="emirate"[^>]*><option value="">Choose<\/option><option value="Dubai" selected="">/,
    );
  });

  it('makes its own ids when given none, one per field', () => {
    const html = renderToStaticMarkup(
      createElement('div', null, [
        createElement(Field, { key: 1, label: 'A', hint: 'a', control: {} }),
        createElement(Field, { key: 2, label: 'B', hint: 'b', control: {} }),
      ]),
    );
    const ids = [...html.matchAll(/<input[^>]*\sid="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(ids).size).toBe(2);
    for (const id of ids) expect(html).toContain(`aria-describedby="${id}-hint"`);
  });
});

describe('a radio choice', () => {
  it('is named by its title and detail, and described by its note', () => {
    const withDetail = renderToStaticMarkup(
      createElement(RadioChoice, { id: 'home', name: 'savedAddress', value: '1', title: 'Noor', detail: 'Tower 3' }),
    );
    expect(withDetail).toMatch(/<label for="home"[^>]*><strong>Noor<\/strong><span>Tower 3<\/span><\/label>/);
    const withNote = renderToStaticMarkup(
      createElement(RadioChoice, {
        id: 'cash',
        name: 'payment',
        value: 'cash',
        title: 'Cash',
        note: 'Pay the courier',
      }),
    );
    expect(withNote).toMatch(/<input[^>]*type="radio"[^>]*aria-describedby="cash-note"/);
    expect(withNote).toMatch(/id="cash-note"[^>]*>Pay the courier</);
  });
});
