import { useEffect, useState } from 'react';

interface Preview {
  file: Blob;
  url: string;
}

/**
 * An object URL showing `file` (null shows nothing). The URL is revoked as soon as the file is
 * replaced, the preview is no longer wanted (null) or the widget goes: a photo is megabytes the
 * page would otherwise hold until it is left. Never a revoked URL: between a new file and its
 * URL, null.
 */
export function usePreviewUrl(file: Blob | null): string | null {
  const [preview, setPreview] = useState<Preview | null>(null);
  useEffect(() => {
    if (!file) return undefined;
    const url = URL.createObjectURL(file);
    setPreview({ file, url });
    return () => {
      URL.revokeObjectURL(url);
      setPreview((shown) => (shown?.url === url ? null : shown));
    };
  }, [file]);
  return preview && preview.file === file ? preview.url : null;
}
