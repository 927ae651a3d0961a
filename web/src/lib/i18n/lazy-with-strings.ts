import {
  createElement,
  lazy,
  useState,
  type ComponentProps,
  type ComponentType,
  type FunctionComponent,
} from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { loadNamespaces } from './i18n';
import type { Namespace } from './resources';

// Any props, as React.lazy's own signature.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/** What a page needs to ask for its first answers before it renders (main.tsx). */
export interface PageData {
  queryClient: QueryClient;
  url: URL;
  /** Resolves when the first render should wait for the answers no longer. */
  deadline: Promise<void>;
}

/** A page's module: the page, and optionally the requests it will make at once. */
interface PageModule<T> {
  default: T;
  /** Starts the page's first requests; resolves when their answers are in the cache. */
  prefetch?: (data: PageData) => Promise<unknown>;
}

export type LazyWithStrings<T extends AnyComponent> = FunctionComponent<ComponentProps<T>> & {
  /**
   * Starts loading the code and the strings; once they are there, renders do not wait. With
   * `data`, the page's `prefetch` starts its requests as soon as its code is there, and the
   * promise waits for their answers too, until `data.deadline`.
   */
  preload: (data?: PageData) => Promise<unknown>;
};

/**
 * A component loaded on first use together with the strings of `namespaces` in the current
 * language, so that it never shows a key in place of its text. Once loaded (main.tsx preloads
 * the first page), it renders at once: React.lazy would still suspend for a moment and show the
 * Suspense fallback in the first render.
 */
export function lazyWithStrings<T extends AnyComponent>(
  load: () => Promise<PageModule<T>>,
  namespaces: readonly Namespace[],
): LazyWithStrings<T> {
  let loaded: T | undefined;
  let code: Promise<PageModule<T>> | undefined;
  let ready: Promise<PageModule<T>> | undefined;
  const preload = (data?: PageData) => {
    code ??= load();
    ready ??= Promise.all([code, loadNamespaces(namespaces)]).then(([module]) => {
      loaded = module.default;
      return module;
    });
    if (!data) return ready;
    // A page whose code did not come fails in `ready`, where its caller sees it.
    const answers = code.then(
      (module) => module.prefetch?.(data),
      () => undefined,
    );
    return Promise.all([ready, Promise.race([answers, data.deadline])]).then(([module]) => module);
  };
  const Lazy = lazy(() => preload());

  function WithStrings(props: ComponentProps<T>) {
    // Each instance keeps the component it started with: a switch would remount the page.
    const [component] = useState<AnyComponent>(() => loaded ?? Lazy);
    return createElement(component, props);
  }
  return Object.assign(WithStrings, { preload });
}
