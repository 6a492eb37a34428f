/**
 * Where photos are chosen: a real button opening the file picker (many at once), and the same area
 * takes photos dropped on it. Keyboard users reach the button; dropping is a mouse extra.
 */
import { useRef, useState, type DragEvent } from 'react';

interface PhotoPickerProps {
  label: string;
  onChoose(files: File[]): void;
  disabled?: boolean;
  testId?: string;
}

export function PhotoPicker({ label, onChoose, disabled, testId }: PhotoPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled && event.dataTransfer.files.length) onChoose([...event.dataTransfer.files]);
  };
  return (
    <div
      className={`photo-picker${over ? ' photo-picker--over' : ''}`}
      data-testid={testId}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <button type="button" className="button button--primary" disabled={disabled} onClick={() => input.current?.click()}>
        {label}
      </button>
      <span className="photo-picker__hint">or drop photos here · JPEG, PNG, WebP, HEIC or TIFF, up to 50 MB each</span>
      <input
        ref={input}
        className="photo-picker__input"
        type="file"
        multiple
        tabIndex={-1}
        aria-hidden="true"
        accept="image/*,.heic,.heif,.tif,.tiff"
        data-testid="photo-input"
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          if (files.length) onChoose(files);
        }}
      />
    </div>
  );
}
