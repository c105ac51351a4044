import { renderToStaticMarkup } from 'react-dom/server';
import { FormField } from './FormField';
import { NativeInput } from './NativeInput';
import { NumberInput } from './NumberInput';

function html(problem?: string, extra?: string): string {
  return renderToStaticMarkup(
    <FormField label="Delivery address" required problem={problem} extra={extra}>
      {(control) => <NativeInput {...control} value="" onChange={() => undefined} />}
    </FormField>,
  );
}

const attribute = (markup: string, name: string) => markup.match(new RegExp(`<input[^>]* ${name}="([^"]*)"`))?.[1];
/** The text of the element of that id. */
const textOf = (markup: string, id: string | undefined) => markup.match(new RegExp(`id="${id}"[^>]*>([^<]*)<`))?.[1];

describe('a form field', () => {
  it('names its control by its label', () => {
    const markup = html();
    const id = attribute(markup, 'id');
    expect(id).toBeTruthy();
    expect(markup).toContain(`for="${id}"`);
    expect(markup).toContain('Delivery address');
    expect(attribute(markup, 'aria-required')).toBe('true');
  });

  it('says what is wrong under the control, marks it invalid and describes it by the message', () => {
    const markup = html('Please enter a delivery address');
    expect(markup).toContain('Please enter a delivery address');
    expect(attribute(markup, 'aria-invalid')).toBe('true');
    const described = attribute(markup, 'aria-describedby');
    expect(textOf(markup, described)).toBe('Please enter a delivery address');
    expect(markup).toContain('data-invalid="true"');
  });

  it('is not invalid while nothing is wrong, and is described by its hint alone', () => {
    const markup = html(undefined, 'The shop calls this number');
    expect(attribute(markup, 'aria-invalid')).toBeUndefined();
    const described = attribute(markup, 'aria-describedby');
    expect(textOf(markup, described)).toBe('The shop calls this number');
  });

  it('holds a whole number in a spin button', () => {
    const markup = renderToStaticMarkup(<NumberInput aria-label="Number printed for Dara" value={9} min={0} max={99} onChange={() => undefined} />);
    expect(markup).toMatch(/<input[^>]*type="number"/);
    expect(markup).toContain('value="9"');
    expect(markup).toContain('aria-label="Number printed for Dara"');
  });
});
