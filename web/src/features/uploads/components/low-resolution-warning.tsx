/** A warning, not a refusal: these photos have fewer pixels than the print size needs at 150 ppi. */
import { MIN_PRINT_PPI } from '@shared/uploads';

export function LowResolutionWarning({ names, size }: { names: string[]; size: string }) {
  if (!names.length) return null;
  return (
    <div className="low-resolution" role="status" data-testid="low-resolution">
      <p>
        {names.length === 1 ? '1 photo is' : `${names.length} photos are`} below {MIN_PRINT_PPI} ppi at {size.replace('x', ' × ')} in and may print soft. They
        are kept; replace them if you have larger versions.
      </p>
      <ul>
        {names.map((name, i) => (
          <li key={`${name}-${i}`}>{name}</li>
        ))}
      </ul>
    </div>
  );
}
