import type { ReactNode } from 'react';
import { BrandMark } from '#app/ui/brand-mark.tsx';

type AuthLayoutProps = { productName: string; children: ReactNode };

/** The frame of the public screens (login, registration, password and verification pages). */
export function AuthLayout({ productName, children }: AuthLayoutProps) {
  return (
    <div className="auth-page">
      <header className="auth-page__header">
        <BrandMark productName={productName} />
      </header>
      <main id="main" className="auth-page__main">
        {children}
      </main>
      <footer className="auth-page__footer">
        <p>{productName} · Practice management for therapists</p>
      </footer>
    </div>
  );
}

type AuthCardProps = { title: string; description?: ReactNode; children: ReactNode; footer?: ReactNode };

export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <section className="card auth-card" aria-labelledby="auth-card-title">
      <h1 className="auth-card__title" id="auth-card-title">
        {title}
      </h1>
      {description ? <div className="auth-card__description">{description}</div> : null}
      {children}
      {footer ? <div className="auth-card__footer">{footer}</div> : null}
    </section>
  );
}
