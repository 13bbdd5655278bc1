/**
 * A button that opens the file chooser (several files at once). The hidden input keeps its
 * own accessible name, so tests and assistive tools can reach it directly.
 */
import { useRef } from 'react';
import { Upload } from 'lucide-react';
import { Button } from '../ui/Button.tsx';

export interface UploadButtonProps {
  label: string;
  accept: string;
  multiple?: boolean;
  busy: boolean;
  onFiles: (files: File[]) => void;
  inputLabel?: string;
}

export function UploadButton({ label, accept, multiple = true, busy, onFiles, inputLabel = 'Dosya yükle' }: UploadButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        multiple={multiple}
        accept={accept}
        aria-label={inputLabel}
        hidden
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          // Reset so choosing the same file again fires another change.
          e.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
      <Button variant="primary" icon={Upload} loading={busy} onClick={() => input.current?.click()}>
        {busy ? 'Yükleniyor...' : label}
      </Button>
    </>
  );
}
