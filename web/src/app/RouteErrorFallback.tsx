import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorFallback } from './ErrorFallback';

/** The router's error element: logs the error and shows the common fallback. */
export function RouteErrorFallback() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Uncaught route error', error);
  }, [error]);
  return <ErrorFallback />;
}
