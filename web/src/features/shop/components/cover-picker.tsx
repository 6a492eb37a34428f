/**
 * The cover (or a product's finish, edge, frame, paper) choice: a tab per cover type when there
 * are several, then the covers of the chosen type as picture radios. Tabs follow the WAI-ARIA
 * pattern: one tab stop, arrow keys, Home and End move and choose. Choosing a type chooses its
 * first cover, so what is shown is always what goes in the cart.
 */
import { useId, useRef, type KeyboardEvent } from 'react';
import type { CoverOption } from '@shared/catalog';
import type { CatalogItem } from '@shared/catalog';
import { coverTypesOf } from '@shared/catalog-rules';
import './order-form.css';
import './cover-picker.css';

interface CoverPickerProps {
  item: CatalogItem;
  /** `Cover`, or `Finish` for a product whose options are finishes. */
  label: string;
  coverType: string;
  coverName: string;
  onChange(cover: CoverOption): void;
}

export function CoverPicker({ item, label, coverType, coverName, onChange }: CoverPickerProps) {
  const id = useId();
  const types = coverTypesOf(item);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const coversOf = (type: string) => item.coverOptions.filter((c) => c.coverType === type);
  const chooseType = (type: string) => {
    const first = coversOf(type)[0];
    if (first && type !== coverType) onChange(first);
  };

  const onTabKey = (event: KeyboardEvent, index: number) => {
    const last = types.length - 1;
    const to = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = to > last ? 0 : to < 0 ? last : to;
    tabs.current[next]?.focus();
    chooseType(types[next]!);
  };

  const tabId = (i: number) => `${id}-tab-${i}`;
  const selected = Math.max(types.indexOf(coverType), 0);
  const value = (
    <span className="order-choice__value" data-testid="selected-cover">
      {label === coverType ? coverName : `${coverType} · ${coverName}`}
    </span>
  );
  const swatches = (
    <div className="cover-swatches">
      {coversOf(coverType).map((cover) => (
        <label key={cover._id} className="cover-swatch" data-testid="cover-option" data-cover={cover.coverName}>
          <input type="radio" name={`${id}-cover`} className="cover-swatch__input" checked={cover.coverName === coverName} onChange={() => onChange(cover)} />
          <img src={cover.url} alt="" width={240} height={240} loading="lazy" decoding="async" className="cover-swatch__image" />
          <span className="cover-swatch__name">{cover.coverName}</span>
        </label>
      ))}
    </div>
  );

  if (types.length <= 1)
    return (
      <fieldset className="order-choice">
        <legend className="order-choice__legend">
          {label} {value}
        </legend>
        {swatches}
      </fieldset>
    );

  return (
    <div className="order-choice" role="group" aria-labelledby={`${id}-heading`}>
      <p className="order-choice__legend" id={`${id}-heading`}>
        {label} {value}
      </p>
      <div className="cover-tabs" role="tablist" aria-label={`${label} type`}>
        {types.map((type, i) => (
          <button
            key={type}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            id={tabId(i)}
            type="button"
            role="tab"
            className="cover-tabs__tab"
            aria-selected={i === selected}
            aria-controls={`${id}-panel`}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => chooseType(type)}
            onKeyDown={(event) => onTabKey(event, i)}
            data-testid="cover-tab"
          >
            {type}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={tabId(selected)} className="cover-tabs__panel">
        <div role="radiogroup" aria-label={`${coverType} ${label.toLowerCase()}s`}>
          {swatches}
        </div>
      </div>
    </div>
  );
}
