import {
  CheckCircleFilled,
  CloseCircleFilled,
  CloseOutlined,
  DownOutlined,
  ExclamationCircleFilled,
  EyeInvisibleOutlined,
  EyeOutlined,
  InfoCircleFilled,
  LoadingOutlined,
  SearchOutlined,
  WarningFilled,
} from '@ant-design/icons';
import type { ConfigProviderProps } from 'antd/es/config-provider';
import { useMemo } from 'react';
import { useTranslation } from '@teamwear/shared/i18n';

/*
 * antd's own icons name themselves by their English name ("warning", "eye-invisible", "close",
 * "down"), which a screen reader says on a Khmer page too. Those below are the ones antd draws
 * beside words that already say what they mean (an alert's title, a result's title, the password
 * toggle's translated aria-label, a dialog's or a drawer's close button, which antd names in the
 * page's language from its locale, a select's arrow beside the select's own name): the same icons
 * (the same modules antd imports), hidden from it.
 */

type QuietIcons = Pick<ConfigProviderProps, 'alert' | 'inputPassword' | 'inputSearch' | 'modal' | 'drawer' | 'select'>;

const ALERT_ICONS = {
  successIcon: <CheckCircleFilled aria-hidden />,
  infoIcon: <InfoCircleFilled aria-hidden />,
  warningIcon: <ExclamationCircleFilled aria-hidden />,
  errorIcon: <CloseCircleFilled aria-hidden />,
};

/** What does not depend on the page's language. */
const HIDDEN_ICONS: Omit<QuietIcons, 'inputSearch' | 'alert'> = {
  inputPassword: {
    iconRender: (visible) => (visible ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />),
  },
  // The close button keeps antd's name for it (its locale's "Close", "បិទ" in Khmer).
  modal: { closeIcon: <CloseOutlined aria-hidden /> },
  drawer: { closeIcon: <CloseOutlined aria-hidden /> },
  // The arrow, and the spinner of a select still loading its choices (the list says so itself).
  select: { suffixIcon: <DownOutlined aria-hidden />, loadingIcon: <LoadingOutlined spin aria-hidden /> },
};

/**
 * For every ConfigProvider of the shell (the pages' and the embedded studio's): alerts, password
 * fields, dialogs, drawers and selects. A search field's button and an alert's close button have
 * nothing but their icon, which names them (antd gives neither a name of its own): in the page's language.
 */
export function useQuietIcons(): QuietIcons {
  const { t } = useTranslation();
  const search = t('iconButtons.search');
  const close = t('iconButtons.close');
  return useMemo(
    () => ({
      ...HIDDEN_ICONS,
      alert: { ...ALERT_ICONS, closeIcon: <CloseOutlined aria-label={close} /> },
      inputSearch: { searchIcon: <SearchOutlined aria-label={search} /> },
    }),
    [search, close],
  );
}

/** A Result's icon for its status (`<Result status="warning" icon={RESULT_ICONS.warning}>`):
 *  ConfigProvider has no setting for those. */
export const RESULT_ICONS = {
  success: <CheckCircleFilled aria-hidden />,
  info: <ExclamationCircleFilled aria-hidden />,
  warning: <WarningFilled aria-hidden />,
  error: <CloseCircleFilled aria-hidden />,
} as const;
