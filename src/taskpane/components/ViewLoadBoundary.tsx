import { Button, MessageBar, MessageBarActions, MessageBarBody, Spinner } from '@fluentui/react-components';
import { Component, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

/** What the boundary shows when a view's code could not be fetched: why, and the one thing that mends it. */
function ViewLoadFailed({ reason }: { readonly reason: string }) {
  const { t } = useTranslation();
  return (
    <MessageBar intent="error" layout="multiline">
      <MessageBarBody>{t('pane.viewLoadFailed', { reason })}</MessageBarBody>
      <MessageBarActions>
        {/* A failed chunk stays failed for the page's life (webpack and React.lazy both keep the rejection). */}
        <Button onClick={() => location.reload()}>{t('pane.reload')}</Button>
      </MessageBarActions>
    </MessageBar>
  );
}

function ViewLoading() {
  const { t } = useTranslation();
  return <Spinner size="small" label={t('pane.loadingView')} />;
}

interface State {
  readonly failure?: string;
}

/**
 * Around one lazily fetched view: a spinner while its code arrives, and, when it cannot (the add-in's server
 * went away), a message in that view alone. Without it a failed fetch would take the whole pane down.
 */
export class ViewLoadBoundary extends Component<{ readonly children: ReactNode }, State> {
  override state: State = {};

  static getDerivedStateFromError(error: unknown): State {
    return { failure: error instanceof Error ? error.message : String(error) };
  }

  override render() {
    if (this.state.failure !== undefined) return <ViewLoadFailed reason={this.state.failure} />;
    return <Suspense fallback={<ViewLoading />}>{this.props.children}</Suspense>;
  }
}
