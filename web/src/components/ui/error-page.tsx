/**
 * The generic error page: the router shows it for an unknown path and for any error
 * thrown while a route renders or loads. It names the status text or the error's message.
 * A page whose catalog item does not exist (`/NoSuchProduct`) shows it too, as `NotFoundPage`.
 */
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { frameMessages } from '@shared/frame-messages';
import { usePageTitle } from '@/lib/site';
import './error-page.css';

export function ErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const detail = isRouteErrorResponse(error) ? error.statusText || String(error.status) : error instanceof Error ? error.message : undefined;
  return <ErrorMessage notFound={notFound} detail={detail} />;
}

/** What an unknown path shows, for a page that learns only after loading that its item does not exist. */
export const NotFoundPage = () => <ErrorMessage notFound detail="Not Found" />;

function ErrorMessage({ notFound, detail }: { notFound: boolean; detail: string | undefined }) {
  const navigate = useNavigate();
  usePageTitle(notFound ? 'Page not found' : 'Something went wrong');
  return (
    <section className="error-page container" aria-labelledby="error-page-title" data-testid="error-page">
      <p className="eyebrow">{notFound ? '404' : 'Error'}</p>
      <h1 id="error-page-title">{frameMessages.errorPage}</h1>
      {detail && (
        <p className="error-page__detail">
          <i>{detail}</i>
        </p>
      )}
      <button type="button" className="button button--primary" onClick={() => navigate('/')}>
        Go to Home page
      </button>
    </section>
  );
}
