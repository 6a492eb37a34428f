/**
 * `/albums/add-editing`: extra pages on top of the 30 included, and the editing tiers, with the
 * total worked out as the shopper chooses (shared/catalog-rules.ts `addEditing`, `addEditingTotal`), bought
 * for an album of the cart or of a paid order. Album Revision, for changes after the proof, sits
 * here in the Editing dropdown.
 */
import { useId, useState } from 'react';
import { addEditing, addEditingTotal, fromPrice, maxDesignImages, nameOf } from '@shared/catalog-rules';
import { formatCents } from '@shared/money';
import { EditingDropdown } from '@/components/ui/editing-dropdown';
import { BuyAddOns } from '@/features/add-ons';
import { PageHeader } from '@/components/ui/page-header';
import { useProducts, learnPathOf, orderPathOf, albumRevisionOf } from '@/features/catalog';
import { usePageTitle } from '@/lib/site';
import '@/components/form/forms.css';
import './add-editing.css';

const { basePages, extraPages, pricePerExtraPage, tiers } = addEditing;
const extraPageChoices = Array.from({ length: (extraPages.max - extraPages.min) / extraPages.step + 1 }, (_, i) => extraPages.min + i * extraPages.step);

export default function AddEditingRoute() {
  usePageTitle('Pages & editing');
  const [extra, setExtra] = useState(0);
  const [tier, setTier] = useState<string | undefined>(undefined);
  const pagesId = useId();
  const pages = basePages + extra;

  return (
    <>
      <PageHeader eyebrow="Add-ons" title="More pages, more polish">
        <p>
          Every album design starts with {basePages} pages. Add pages for the photographs you cannot leave out, and choose how much editing your pictures get
          before we lay them out.
        </p>
      </PageHeader>

      <div className="add-editing container">
        <form className="add-editing__form" aria-label="Album add-ons" onSubmit={(e) => e.preventDefault()}>
          <fieldset className="choice-group">
            <legend>Extra pages</legend>
            <p className="choice-group__hint">
              {formatCents(pricePerExtraPage)} a page, in steps of {extraPages.step}.
            </p>
            <label htmlFor={pagesId} className="field-label">
              Pages to add
            </label>
            <select id={pagesId} className="select" value={extra} onChange={(e) => setExtra(Number(e.target.value))} data-testid="extra-pages">
              <option value={0}>No extra pages</option>
              {extraPageChoices.map((n) => (
                <option key={n} value={n}>
                  +{n} pages ({formatCents(n * pricePerExtraPage)})
                </option>
              ))}
            </select>
          </fieldset>

          <fieldset className="choice-group">
            <legend>Editing</legend>
            <div className="tier-list">
              <label className="tier">
                <input type="radio" name="tier" checked={tier === undefined} onChange={() => setTier(undefined)} />
                <span className="tier__name">No editing</span>
                <span className="tier__price">+{formatCents(0)}</span>
              </label>
              {tiers.map((t) => (
                <label key={t.name} className="tier">
                  <input type="radio" name="tier" checked={tier === t.name} onChange={() => setTier(t.name)} />
                  <span className="tier__name">{t.name}</span>
                  <span className="tier__price">+{formatCents(t.price)}</span>
                </label>
              ))}
            </div>
          </fieldset>
        </form>

        <aside className="add-editing__summary" aria-labelledby="summary-title">
          <h2 id="summary-title" className="add-editing__summary-title">
            Your add-ons
          </h2>
          <dl className="summary-list">
            <div>
              <dt>Pages</dt>
              <dd>
                {basePages} included{extra > 0 && <> + {extra}</>} = {pages}
              </dd>
            </div>
            <div>
              <dt>Photos we can design with</dt>
              <dd>up to {maxDesignImages(pages)}</dd>
            </div>
            <div>
              <dt>Editing</dt>
              <dd>{tier ?? 'None'}</dd>
            </div>
          </dl>
          <p className="summary-total">
            <span>Add-on total</span>
            <output aria-live="polite" data-testid="add-editing-total">
              {formatCents(addEditingTotal(extra, tier))}
            </output>
          </p>
          <BuyAddOns extraPages={extra} editingTier={tier} />
          <p className="add-editing__note">Questions about add-ons? Ask for a callback on our home page.</p>
        </aside>
      </div>

      <Revisions />
    </>
  );
}

/** Changes after the proof are bought as Album Revision rounds: the Editing dropdown, which has no navbar link. */
function Revisions() {
  const products = useProducts();
  const revision = products.data && albumRevisionOf(products.data);
  if (!revision) return null;
  return (
    <section className="revisions container" aria-labelledby="revisions-title">
      <div>
        <h2 id="revisions-title">Changes after your proof</h2>
        <p>
          Your first proof is included. If you would like another round of changes once you have seen it, add one or two revisions for an album in your cart or
          one you have already ordered.
        </p>
      </div>
      <EditingDropdown name={nameOf(revision)} price={fromPrice(revision)} orderHref={orderPathOf(revision)} learnHref={learnPathOf(revision)} />
    </section>
  );
}
