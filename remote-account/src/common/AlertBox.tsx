import { CheckCircleFilled, CloseCircleFilled, CloseOutlined, ExclamationCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import theme from 'antd/es/theme';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from '../strings';

export type AlertTone = 'success' | 'info' | 'warning' | 'error';

export type AlertBoxProps = {
  type: AlertTone;
  title: ReactNode;
  description?: ReactNode;
  /** A control at its end (a Try again button). */
  action?: ReactNode;
  /** A close button: the notice goes when it is pressed. */
  closable?: boolean;
  style?: CSSProperties;
} & { [data: `data-${string}`]: string | undefined };

const ICONS = { success: CheckCircleFilled, info: InfoCircleFilled, warning: ExclamationCircleFilled, error: CloseCircleFilled } as const;

/**
 * A message across the page, as antd's `<Alert showIcon>` draws it (its tone's icon, background and
 * border, a title and a description, an action, a close button), on the theme's tokens: antd's Alert
 * is one more chunk on the order pages' first load, for a box with an icon. An alert to assistive
 * technology, as antd's is (role="alert").
 */
export function AlertBox({ type, title, description, action, closable = false, style, ...data }: AlertBoxProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  const Icon = ICONS[type];
  const colour = { success: token.colorSuccess, info: token.colorInfo, warning: token.colorWarning, error: token.colorError }[type];
  const background = { success: token.colorSuccessBg, info: token.colorInfoBg, warning: token.colorWarningBg, error: token.colorErrorBg }[type];
  const border = { success: token.colorSuccessBorder, info: token.colorInfoBorder, warning: token.colorWarningBorder, error: token.colorErrorBorder }[type];
  const withDescription = description !== undefined && description !== null;
  return (
    <div
      role="alert"
      {...data}
      style={{
        display: 'flex',
        alignItems: withDescription ? 'flex-start' : 'center',
        padding: withDescription ? `${token.paddingMD}px ${token.paddingContentHorizontalLG}px` : `${token.paddingContentVerticalSM}px 12px`,
        border: `${token.lineWidth}px solid ${border}`,
        borderRadius: token.borderRadiusLG,
        background,
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        wordWrap: 'break-word',
        ...style,
      }}
    >
      <span aria-hidden="true" style={{ display: 'inline-flex', color: colour, fontSize: withDescription ? token.fontSizeHeading3 : token.fontSize, lineHeight: 1, marginInlineEnd: withDescription ? token.marginSM : token.marginXS }}>
        <Icon aria-hidden />
      </span>
      <div style={{ flex: 1, minWidth: 0 }}>
        <div style={{ color: token.colorTextHeading, fontSize: withDescription ? token.fontSizeLG : token.fontSize, marginBottom: withDescription ? token.marginXS : 0 }}>{title}</div>
        {withDescription ? <div>{description}</div> : null}
      </div>
      {action ? <div style={{ marginInlineStart: token.marginXS }}>{action}</div> : null}
      {closable ? (
        <button
          type="button"
          aria-label={t('iconButtons.close')}
          onClick={() => setClosed(true)}
          style={{ marginInlineStart: token.marginXS, padding: 0, border: 0, background: 'transparent', color: token.colorIcon, fontSize: token.fontSizeIcon, lineHeight: 1, cursor: 'pointer' }}
        >
          <CloseOutlined aria-hidden />
        </button>
      ) : null}
    </div>
  );
}
