import { Link } from 'react-router-dom';
import { site } from '@/lib/site';
import { Brand } from './brand';

const policies = [
  { label: 'Album design terms', to: '/terms-and-conditions/album-design' },
  { label: 'Cancellation policy', to: '/cancellation-policy' },
  { label: 'Privacy policy', to: '/privacy-policy' },
  { label: 'FAQ', to: '/f-a-q' },
] as const;

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <p className="brand brand--footer">
            <Brand />
          </p>
          <p>Heirloom photo albums and wall art, designed, printed and finished by hand in our studio.</p>
        </div>
        <nav aria-label="Policies" className="site-footer__nav">
          <h2 className="site-footer__heading">Good to know</h2>
          <ul>
            {policies.map((policy) => (
              <li key={policy.to}>
                <Link to={policy.to}>{policy.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="site-footer__heading">Studio hours</h2>
          <p className="site-footer__hours">{site.hours}</p>
        </div>
      </div>
      <p className="site-footer__legal container">
        © {new Date().getFullYear()} {site.name}
      </p>
    </footer>
  );
}
