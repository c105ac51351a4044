import { Component, type ReactNode } from 'react';
import { StatusPanel } from '../light-ui/StatusPanel';
import { useTranslation } from '@teamwear/shared/i18n';

function LoadFailed() {
  const { t } = useTranslation();
  return <StatusPanel tone="warning" title={t('auth.messages.somethingWentWrong')} actionLabel={t('common.retry')} onAction={() => globalThis.location.reload()} />;
}

/** A page whose code could not be loaded (offline, a deploy in between) shows a retry,
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
