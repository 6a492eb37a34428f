/** The policy pages: album design terms, cancellation and privacy. One layout, three texts. */
import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { albumDesignTerms, cancellationPolicy, privacyPolicy, type Policy } from '@/features/content';
import { usePageTitle } from '@/lib/site';
import './faq-and-policies.css';

const others = [
  { policy: albumDesignTerms, to: '/terms-and-conditions/album-design' },
  { policy: cancellationPolicy, to: '/cancellation-policy' },
  { policy: privacyPolicy, to: '/privacy-policy' },
];

function PolicyPage({ policy }: { policy: Policy }) {
  usePageTitle(policy.title);
  return (
    <>
      <PageHeader eyebrow="Good to know" title={policy.title}>
        <p>{policy.intro}</p>
      </PageHeader>
      <div className="policy container container--narrow">
        {policy.sections.map((section) => (
          <section key={section.heading} className="policy__section prose">
            <h2>{section.heading}</h2>
            {section.body}
          </section>
        ))}
        <nav className="policy__others" aria-label="Other policies">
          <ul>
            {others
              .filter((o) => o.policy !== policy)
              .map((o) => (
                <li key={o.to}>
                  <Link to={o.to} className="text-link">
                    {o.policy.title}
                  </Link>
                </li>
              ))}
          </ul>
        </nav>
      </div>
    </>
  );
}

export const AlbumDesignTermsPage = () => <PolicyPage policy={albumDesignTerms} />;
export const CancellationPolicyPage = () => <PolicyPage policy={cancellationPolicy} />;
export const PrivacyPolicyPage = () => <PolicyPage policy={privacyPolicy} />;
