import {
  createElement,
  lazy,
  useState,
  type ComponentProps,
  type ComponentType,
  type FunctionComponent,
} from 'react';
import { loadNamespaces } from './i18n';
import type { Namespace } from './resources';

// Any props, as React.lazy's own signature.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

export type LazyWithStrings<T extends AnyComponent> = FunctionComponent<ComponentProps<T>> & {
  /** Starts loading the code and the strings; once they are there, renders do not wait. */
  preload: () => Promise<unknown>;
};

/**
 * A component loaded on first use together with the strings of `namespaces` in the current
 * language, so that it never shows a key in place of its text. Once loaded (main.tsx preloads
 * the first page), it renders at once: React.lazy would still suspend for a moment and show the
 * Suspense fallback in the first render.
 */
export function lazyWithStrings<T extends AnyComponent>(
  load: () => Promise<{ default: T }>,
  namespaces: readonly Namespace[],
): LazyWithStrings<T> {
  let loaded: T | undefined;
  let loading: Promise<{ default: T }> | undefined;
  const preload = () =>
    (loading ??= Promise.all([load(), loadNamespaces(namespaces)]).then(([module]) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(preload);

  function WithStrings(props: ComponentProps<T>) {
    // Each instance keeps the component it started with: a switch would remount the page.
    const [component] = useState<AnyComponent>(() => loaded ?? Lazy);
    return createElement(component, props);
  }
  return Object.assign(WithStrings, { preload });
}
