import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from '@remix-run/react';
import { BrandMark } from '#app/ui/brand-mark.tsx';
import { ChatbotButton } from '#app/features/chatbot/index.ts';
import { LogoutConfirm } from '#app/features/shell/logout-confirm.tsx';
import { SideMenu } from '#app/features/shell/side-menu.tsx';
import type { ShellAccount } from '#app/features/shell/side-menu.tsx';
import { Button, ButtonLink, buttonClasses } from '#app/ui/button.tsx';
import { Icon } from '#app/ui/icon.tsx';
import { cx } from '#app/utils/cx.ts';
import type { MenuEntry } from '#app/features/shell/side-menu-items.ts';
import styles from '#app/features/shell/app-shell.module.css';

const MENU_ID = 'side-menu';

type AppShellProps = {
  account: ShellAccount;
  menu: readonly MenuEntry[];
  productName: string;
  /** True while the logout form is being submitted. */
  isLoggingOut?: boolean;
  /** Open the logout confirmation on first render (stories, or the no-JS /logout page). */
  isLogoutConfirmOpen?: boolean;
  /** Someone who is also a client of a practice: the header leads to their client home (ADR 0031). */
  clientHomeHref?: string | null;
  children: ReactNode;
};

/**
 * The frame of every authenticated screen: a side menu that collapses to an icon rail on wide screens and
 * becomes a drawer on phones, and a header with the Log Out button.
 */
export function AppShell({
  account,
  menu,
  productName,
  isLoggingOut = false,
  isLogoutConfirmOpen = false,
  clientHomeHref = null,
  children,
}: AppShellProps) {
  const [isCollapsed, setIsCollapsed] = useState(false);
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const [isLogoutOpen, setIsLogoutOpen] = useState(isLogoutConfirmOpen);
  const drawerToggleRef = useRef<HTMLButtonElement>(null);
  const sidebarRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  // A navigation from the drawer closes it.
  useEffect(() => {
    setIsDrawerOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!isDrawerOpen) return;
    sidebarRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const toggle = drawerToggleRef.current;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') setIsDrawerOpen(false);
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      toggle?.focus();
    };
  }, [isDrawerOpen]);

  return (
    <div className={cx(styles.shell, isCollapsed && styles.collapsed, isDrawerOpen && styles.drawerOpen)}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div ref={sidebarRef} className={styles.sidebar}>
        <div className={styles.brand}>
          <BrandMark productName={productName} isCompact={isCollapsed} nameClassName={styles.brandName} />
          <button
            type="button"
            className={cx(buttonClasses.iconButton, styles.drawerClose)}
            onClick={() => setIsDrawerOpen(false)}
            aria-label="Close menu"
          >
            <Icon name="close" />
          </button>
        </div>
        <SideMenu id={MENU_ID} account={account} entries={menu} isCollapsed={isCollapsed} />
      </div>
      {/* Mouse users can tap outside the drawer; keyboard users have Escape and the Close button. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div className={styles.scrim} onClick={() => setIsDrawerOpen(false)} />
      <div className={styles.main}>
        <header className={styles.header}>
          <button
            ref={drawerToggleRef}
            type="button"
            className={cx(buttonClasses.iconButton, styles.drawerToggle)}
            aria-controls={MENU_ID}
            aria-expanded={isDrawerOpen}
            onClick={() => setIsDrawerOpen(true)}
          >
            <Icon name="menu" />
            <span className="visually-hidden">Open menu</span>
          </button>
          <button
            type="button"
            className={cx(buttonClasses.iconButton, styles.collapseToggle)}
            aria-controls={MENU_ID}
            aria-expanded={!isCollapsed}
            onClick={() => setIsCollapsed(!isCollapsed)}
          >
            <Icon name={isCollapsed ? 'chevronRight' : 'chevronLeft'} />
            <span className="visually-hidden">{isCollapsed ? 'Expand menu' : 'Collapse menu'}</span>
          </button>
          <span className={styles.product}>
            <BrandMark productName={productName} className={styles.productBrand} />
          </span>
          <div className={styles.headerEnd}>
            {clientHomeHref ? (
              <ButtonLink to={clientHomeHref} variant="ghost" icon={<Icon name="home" size={18} />}>
                My client home
              </ButtonLink>
            ) : null}
            <Button
              variant="ghost"
              icon={<Icon name="logout" size={18} />}
              onClick={() => setIsLogoutOpen(true)}
              aria-haspopup="dialog"
            >
              Log Out
            </Button>
          </div>
        </header>
        <main id="main" className={styles.content} tabIndex={-1}>
          {children}
        </main>
      </div>
      <ChatbotButton productName={productName} audience="team" name={account.name} />
      <LogoutConfirm
        isOpen={isLogoutOpen}
        onCancel={() => setIsLogoutOpen(false)}
        isSubmitting={isLoggingOut}
      />
    </div>
  );
}
