'use client';
import { Component, type ReactNode } from 'react';

interface Props {
  /** What to show instead of a block that threw while rendering in the browser. */
  fallback: ReactNode;
  onError?: (error: unknown) => void;
  children: ReactNode;
}

/** Keeps a block that throws on the client from taking the rest of the page with it. */
export class BlockErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError?.(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
