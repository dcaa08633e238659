import type { ReactNode } from 'react';
import { BrandMark } from '#app/ui/brand-mark.tsx';
import { Card, cardClasses } from '#app/ui/card.tsx';
import styles from '#app/features/identity/auth-layout.module.css';

type AuthLayoutProps = { productName: string; children: ReactNode };

/** The frame of the public screens (login, registration, password and verification pages). */
export function AuthLayout({ productName, children }: AuthLayoutProps) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <BrandMark productName={productName} />
      </header>
      <main id="main" className={styles.main}>
        {children}
      </main>
      <footer className={styles.footer}>
        <p>{productName} · Practice management for therapists</p>
      </footer>
    </div>
  );
}

/** A muted paragraph in an auth card: what to do next, under its message. */
export const authCardClasses = { help: styles.help };

type AuthCardProps = { title: string; description?: ReactNode; children: ReactNode; footer?: ReactNode };

export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <Card as="section" variant="auth" aria-labelledby="auth-card-title">
      <h1 className={cardClasses.title} id="auth-card-title">
        {title}
      </h1>
      {description ? <div className={cardClasses.description}>{description}</div> : null}
      {children}
      {footer ? <div className={cardClasses.footer}>{footer}</div> : null}
    </Card>
  );
}
