import { Button, MessageBar, MessageBarActions, MessageBarBody, Spinner } from '@fluentui/react-components';
import { Component, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isCodeNotFetched } from '../i18n/isCodeNotFetched';

/** What the boundary shows when a view's code could not be fetched: why, and the one thing that mends it. */
function ViewLoadFailed({ failure }: { readonly failure: Failure }) {
  const { t } = useTranslation();
  const reason = failure.codeNotFetched ? t('components.codeNotFetched') : failure.message;
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

interface Failure {
  /** The view's code did not arrive (webpack's ChunkLoadError), rather than the view failing as it drew. */
  readonly codeNotFetched: boolean;
  readonly message: string;
}

interface State {
  readonly failure?: Failure;
}

/**
 * Around one lazily fetched view: a spinner while its code arrives, and, when it cannot (the add-in's server
 * went away) or the view fails as it draws, a message in that view alone. Without it either would take the
 * whole pane down, and with it the other views' unsaved input.
 */
export class ViewLoadBoundary extends Component<{ readonly children: ReactNode }, State> {
  override state: State = {};

  static getDerivedStateFromError(error: unknown): State {
    const message = error instanceof Error ? error.message : String(error);
    return { failure: { codeNotFetched: isCodeNotFetched(error), message } };
  }

  override render() {
    if (this.state.failure !== undefined) return <ViewLoadFailed failure={this.state.failure} />;
    return <Suspense fallback={<ViewLoading />}>{this.props.children}</Suspense>;
  }
}
