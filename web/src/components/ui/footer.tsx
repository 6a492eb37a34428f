/** The site footer: the studio, where to shop, the policies and the studio's hours (9am-5pm CST). */
import { Link } from 'react-router';
import { site } from '@/lib/site';
import { Brand } from './brand';
import './footer.css';

const columns = [
  {
    heading: 'Shop',
    label: 'Shop',
    links: [
      { label: 'Albums', to: '/albums' },
      { label: 'Choose your album', to: '/albums/select' },
      { label: 'Editing add-ons', to: '/albums/add-editing' },
      { label: 'Wall art', to: '/wall-art' },
    ],
  },
  {
    heading: 'Good to know',
    label: 'Policies',
    links: [
      { label: 'About us', to: '/about' },
      { label: 'FAQ', to: '/f-a-q' },
      { label: 'Album design terms', to: '/terms-and-conditions/album-design' },
      { label: 'Cancellation policy', to: '/cancellation-policy' },
      { label: 'Privacy policy', to: '/privacy-policy' },
    ],
  },
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
        {columns.map((column) => (
          <nav key={column.label} aria-label={column.label} className="site-footer__nav">
            <h2 className="site-footer__heading">{column.heading}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <h2 className="site-footer__heading">Studio hours</h2>
          <p className="site-footer__hours">{site.hours}</p>
          <p className="site-footer__note">Ask for a callback on our home page and we will ring you during these hours.</p>
        </div>
      </div>
      <p className="site-footer__legal container">
        © {new Date().getFullYear()} {site.name}
      </p>
    </footer>
  );
}
