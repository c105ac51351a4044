import { ExclamationCircleFilled, CheckCircleFilled, CloseCircleFilled, FileSearchOutlined, WarningFilled } from '@ant-design/icons';
import Result, { type ResultProps } from 'antd/es/result';

/** antd's own icons for a Result's status, hidden from screen readers: they name themselves in
 *  English ("warning"), and the Result's title says what happened. */
const STATUS_ICONS = {
  success: <CheckCircleFilled aria-hidden />,
  info: <ExclamationCircleFilled aria-hidden />,
  warning: <WarningFilled aria-hidden />,
  error: <CloseCircleFilled aria-hidden />,
} as const;

/** antd's Result with its status icon quiet; loaded with it, when a page shows one (DesignEditorPage).
 *  Its 404 picture titles itself "No Found" (in English, on every page): a 404 shows the info
 *  status with a search icon instead, under the page's translated title. */
export default function QuietResult(props: ResultProps) {
  if (props.status === '404') return <Result {...props} status="info" icon={<FileSearchOutlined aria-hidden />} />;
  const status = props.status;
  const icon = props.icon ?? (status === 'success' || status === 'info' || status === 'warning' || status === 'error' ? STATUS_ICONS[status] : undefined);
  return <Result {...props} icon={icon} />;
}
