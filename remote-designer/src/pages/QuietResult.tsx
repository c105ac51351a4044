import { ExclamationCircleFilled, CheckCircleFilled, CloseCircleFilled, WarningFilled } from '@ant-design/icons';
import Result, { type ResultProps } from 'antd/es/result';

/** antd's own icons for a Result's status, hidden from screen readers: they name themselves in
 *  English ("warning"), and the Result's title says what happened. */
const STATUS_ICONS = {
  success: <CheckCircleFilled aria-hidden />,
  info: <ExclamationCircleFilled aria-hidden />,
  warning: <WarningFilled aria-hidden />,
  error: <CloseCircleFilled aria-hidden />,
} as const;

/** antd's Result with its status icon quiet; loaded with it, when a page shows one (DesignEditorPage). */
export default function QuietResult(props: ResultProps) {
  const status = props.status;
  const icon = props.icon ?? (status === 'success' || status === 'info' || status === 'warning' || status === 'error' ? STATUS_ICONS[status] : undefined);
  return <Result {...props} icon={icon} />;
}
