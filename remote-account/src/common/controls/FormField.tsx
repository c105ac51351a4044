import theme from 'antd/es/theme';
import { useId, type CSSProperties, type ReactNode } from 'react';
import type { FieldControlProps } from './NativeInput';
import { fieldDescription } from './field-description';

export interface FormFieldProps {
  /** The field's name over it; none for a field named by its control's own aria-label (a table's cell). */
  label?: string;
  required?: boolean;
  /** What is wrong with the value, in words; nothing when it is fine. */
  problem?: string;
  /** A hint under the field (shown under the problem, as antd's Form.Item `extra`). */
  extra?: ReactNode;
  style?: CSSProperties;
  /** The control, given its id and what describes it (the problem, the hint). */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A form field as antd's vertical Form.Item draws one: the label over the control (a red mark when
 * required), what is wrong under it in the error colour, then a hint; the control is told it is
 * invalid and described by both, for screen readers. Not antd's Form: the order form keeps its
 * values in its own state and checks them itself, and antd's Form brings its store and validator.
 */
export function FormField({ label, required = false, problem, extra, style, children }: FormFieldProps) {
  const { token } = theme.useToken();
  const id = useId();
  const problemId = `${id}-problem`;
  const extraId = `${id}-extra`;
  const control = children({
    id,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': fieldDescription(problem ? problemId : null, extra ? extraId : null),
    'aria-required': required || undefined,
  });
  const small: CSSProperties = { fontSize: token.fontSize, lineHeight: token.lineHeight };
  return (
    <div style={{ marginBottom: label ? token.marginLG : 0, ...style }} data-field-invalid={problem ? '' : undefined}>
      {label ? (
        <div style={{ paddingBottom: token.paddingXS }}>
          <label htmlFor={id} style={{ color: token.colorTextHeading, fontSize: token.fontSize }}>
            {required ? (
              <span aria-hidden="true" style={{ color: token.colorError, marginInlineEnd: 4, fontFamily: 'SimSun, sans-serif' }}>
                *
              </span>
            ) : null}
            {label}
          </label>
        </div>
      ) : null}
      {control}
      {problem ? (
        <div id={problemId} style={{ ...small, color: token.colorError }}>
          {problem}
        </div>
      ) : null}
      {extra ? (
        <div id={extraId} style={{ ...small, color: token.colorTextDescription }}>
          {extra}
        </div>
      ) : null}
    </div>
  );
}
