/** The opening of an information page: eyebrow, the page's one h1, and a short lede. */
import type { ReactNode } from 'react';
import './page-header.css';

interface PageHeaderProps {
  eyebrow: string;
  title: ReactNode;
  children?: ReactNode;
  /** A picture beside the words on wide screens. */
  aside?: ReactNode;
}

export function PageHeader({ eyebrow, title, children, aside }: PageHeaderProps) {
  return (
    <header className={`page-header${aside ? ' page-header--split' : ''}`}>
      <div className="page-header__inner container">
        <div className="page-header__copy">
          <p className="eyebrow">{eyebrow}</p>
          <h1 className="page-header__title">{title}</h1>
          {children && <div className="page-header__lede">{children}</div>}
        </div>
        {aside && <div className="page-header__aside">{aside}</div>}
      </div>
    </header>
  );
}
