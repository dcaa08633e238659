import { useNavigate } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import type { HTMLAttributes } from 'react';

/**
 * A region of many links (the calendar views: a month grid has up to 80) whose links are plain `<a href>`:
 * a click on any of them becomes a client-side navigation, as Remix's `<Link>` would make it, with one listener
 * for the region instead of a dozen hooks per link on every render. Without JavaScript, and for clicks that
 * open a new tab or window, they stay ordinary links. `data-prevent-scroll-reset` on a link keeps the scroll
 * position (opening an appointment's modal over the calendar).
 *
 * Links elsewhere use `<Link>`; this is for views whose link count grows with the data.
 */
export function LinkArea(props: HTMLAttributes<HTMLDivElement>) {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    const area = ref.current;
    if (!area) return;
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || !isPlainClick(event, anchor)) return;
      const url = new URL(anchor.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      const to = `${url.pathname}${url.search}${url.hash}`;
      navigate(to, {
        // As <Link>: going to where one already is replaces the history entry instead of adding one.
        replace: to === `${window.location.pathname}${window.location.search}${window.location.hash}`,
        preventScrollReset: anchor.dataset.preventScrollReset !== undefined,
      });
    };
    area.addEventListener('click', onClick);
    return () => area.removeEventListener('click', onClick);
  }, [navigate]);

  return <div ref={ref} {...props} />;
}

/** A left click without modifier keys on a link that opens in this window. */
function isPlainClick(event: MouseEvent, anchor: HTMLAnchorElement): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    (!anchor.target || anchor.target === '_self') &&
    !anchor.hasAttribute('download')
  );
}
