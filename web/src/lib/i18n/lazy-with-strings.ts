import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadNamespaces } from './i18n';
import type { Namespace } from './resources';

// Any props, as React.lazy's own signature.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

export type LazyWithStrings<T extends AnyComponent> = LazyExoticComponent<T> & {
  /** Starts loading the code and the strings; the first render then does not wait. */
  preload: () => Promise<unknown>;
};

/**
 * A component loaded on first use together with the strings of `namespaces` in the current
 * language, so that it never shows a key in place of its text.
 */
export function lazyWithStrings<T extends AnyComponent>(
  load: () => Promise<{ default: T }>,
  namespaces: readonly Namespace[],
): LazyWithStrings<T> {
  let loading: Promise<{ default: T }> | undefined;
  const preload = () =>
    (loading ??= Promise.all([load(), loadNamespaces(namespaces)]).then(([module]) => module));
  return Object.assign(lazy(preload), { preload });
}
