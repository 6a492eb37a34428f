/**
 * An album's or a product's covers in the catalog form: each a type (the tab shoppers pick it
 * under), a name and a swatch picture uploaded to the catalog images bucket. An album needs at
 * least one cover before it can be added; a product may have none.
 */
import type { ReactElement } from 'react';
import { uploadCatalogImage } from '../api/upload-catalog-image';
import { emptyCover, type CoverDraft } from './item-draft';

type Input = (props: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean }) => ReactElement;

interface CoverFieldsProps {
  covers: CoverDraft[];
  onChange(covers: CoverDraft[]): void;
  /** The catalog form's field frame: label, input and the schema's message for `name`. */
  field(name: string, label: string, input: Input): ReactElement;
  error?: string;
  /** Runs an upload with the form busy meanwhile, its failure shown as the form's problem. */
  uploading(work: () => Promise<void>): Promise<void>;
}

export function CoverFields({ covers, onChange, field, error, uploading }: CoverFieldsProps) {
  const setCover = (i: number, change: Partial<CoverDraft>) => onChange(covers.map((c, j) => (i === j ? { ...c, ...change } : c)));
  const addSwatch = (i: number, file: File | undefined) => file && uploading(async () => setCover(i, { url: await uploadCatalogImage(file) }));

  return (
    <fieldset className="catalog-form__options">
      <legend>Covers</legend>
      {error && <p className="catalog-form__error">{error}</p>}
      {covers.map((cover, i) => (
        <div className="catalog-form__option" key={cover._id ?? `new-${i}`} data-testid="catalog-cover">
          {field(`coverOptions.${i}.coverType`, 'Cover type', (p) => (
            <input {...p} value={cover.coverType} placeholder="Leather" onChange={(e) => setCover(i, { coverType: e.target.value })} />
          ))}
          {field(`coverOptions.${i}.coverName`, 'Cover name', (p) => (
            <input {...p} value={cover.coverName} placeholder="Black" onChange={(e) => setCover(i, { coverName: e.target.value })} />
          ))}
          {field(`coverOptions.${i}.url`, 'Swatch', (p) => (
            <input {...p} type="file" accept="image/jpeg,image/png,image/webp" onChange={(e) => void addSwatch(i, e.target.files?.[0])} />
          ))}
          {cover.url && <img src={cover.url} alt={`${cover.coverType} ${cover.coverName} swatch`} width={48} height={48} />}
          <button type="button" className="button button--quiet" onClick={() => onChange(covers.filter((_, j) => j !== i))}>
            Remove cover
          </button>
        </div>
      ))}
      <button type="button" className="button button--quiet" onClick={() => onChange([...covers, emptyCover()])}>
        Add cover
      </button>
    </fieldset>
  );
}
