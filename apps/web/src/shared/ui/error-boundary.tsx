import { Alert, Button } from '@mui/material';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

type Props = {
  children: ReactNode;
  /** Replaces the default notice; receives a function that renders the children again. */
  fallback?: (retry: () => void) => ReactNode;
};
type State = { failed: boolean };

/**
 * Catches a rendering failure of one part of a page so the rest (and the shell) stays usable.
 * Whole route areas use the router's error screens; this is for sections inside a page.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Kept in the console for whoever debugs; users see a short notice.
    console.error(error, info.componentStack);
  }

  private readonly retry = () => this.setState({ failed: false });

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.props.fallback) return this.props.fallback(this.retry);
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={this.retry}>
            <FormattedMessage id="common.retry" />
          </Button>
        }
      >
        <FormattedMessage id="errorBoundary.message" />
      </Alert>
    );
  }
}
