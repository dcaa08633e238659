import { isRouteErrorResponse, useRouteError } from '@remix-run/react';
import { ErrorPage, errorLayoutClass } from '#app/features/shell/error-page.tsx';
import { describeErrorData } from '#app/utils/public-env.ts';

/** The ErrorBoundary of routes: a thrown data({message}) shows its message, anything else stays generic. */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    return (
      <ErrorPage
        status={error.status}
        title="We could not open this page"
        message={describeErrorData(error.data)}
      />
    );
  }
  return (
    <ErrorPage
      title="Something went wrong"
      message="An unexpected error stopped this page from loading. Please try again in a moment."
    />
  );
}

/** The ErrorBoundary of pages outside the app shell (the root, the room, the waiting screens): centred on the page. */
export function PageErrorBoundary() {
  return (
    <div className={errorLayoutClass}>
      <GeneralErrorBoundary />
    </div>
  );
}
