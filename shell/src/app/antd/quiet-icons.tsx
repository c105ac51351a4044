import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled, EyeInvisibleOutlined, EyeOutlined, InfoCircleFilled, WarningFilled } from '@ant-design/icons';
import type { ConfigProviderProps } from 'antd/es/config-provider';

/*
 * antd's own icons name themselves by their English name ("warning", "eye-invisible"), which a
 * screen reader says on a Khmer page too. Those below are the ones antd draws beside words that
 * already say what they mean (an alert's title, a result's title, the password toggle's
 * translated aria-label): the same icons (the same modules antd imports), hidden from it.
 */

/** For every ConfigProvider of the shell (the pages' and the embedded studio's): alerts and password fields. */
export const QUIET_ICONS: Pick<ConfigProviderProps, 'alert' | 'inputPassword'> = {
  alert: {
    successIcon: <CheckCircleFilled aria-hidden />,
    infoIcon: <InfoCircleFilled aria-hidden />,
    warningIcon: <ExclamationCircleFilled aria-hidden />,
    errorIcon: <CloseCircleFilled aria-hidden />,
  },
  inputPassword: {
    iconRender: (visible) => (visible ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />),
  },
};

/** A Result's icon for its status (`<Result status="warning" icon={RESULT_ICONS.warning}>`):
 *  ConfigProvider has no setting for those. */
export const RESULT_ICONS = {
  success: <CheckCircleFilled aria-hidden />,
  info: <ExclamationCircleFilled aria-hidden />,
  warning: <WarningFilled aria-hidden />,
  error: <CloseCircleFilled aria-hidden />,
} as const;
