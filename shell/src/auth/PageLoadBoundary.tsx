import { Button, Result } from 'antd';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function LoadFailed() {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={t('auth.messages.somethingWentWrong')}
      extra={
        <Button type="primary" onClick={() => globalThis.location.reload()}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}

/** A sign-in page whose code could not be loaded (offline, a deploy in between) shows a retry,
 *  never a blank page. A failed lazy import is remembered, so retrying reloads the page. */
export class PageLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('[shell] a sign-in page failed', error);
  }

  override render() {
    return this.state.failed ? <LoadFailed /> : this.props.children;
  }
}
