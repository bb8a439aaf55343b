import { useRef, useState } from "react";
import { uploadImage } from "../../../lib/images.ts";
import { imageFileProblem } from "../lib/image-check.ts";

/**
 * One image field's upload: the file is checked here first (type, 5 MB, with the server's own sentences),
 * then sent; the server's sentence is shown when it refuses. Resolves the stored image's id, or null.
 */
export function useImageUpload(deckId: string) {
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A newer choice wins: the answer to an older upload still in flight is dropped.
  const latest = useRef(0);
  const upload = async (file: File): Promise<string | null> => {
    const problem = imageFileProblem(file);
    setError(problem);
    if (problem) return null;
    const attempt = ++latest.current;
    setUploading(true);
    try {
      const image = await uploadImage(deckId, file);
      return attempt === latest.current ? image.id : null;
    } catch (failure) {
      if (attempt === latest.current) setError(failure instanceof Error ? failure.message : String(failure));
      return null;
    } finally {
      if (attempt === latest.current) setUploading(false);
    }
  };
  return { upload, uploading, error, clearError: () => setError(null) };
}
