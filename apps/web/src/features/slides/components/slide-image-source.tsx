import { createContext, useContext, type ReactNode } from "react";
import { imageUrl } from "../../../lib/images.ts";

const ImageSource = createContext<(imageId: string) => string>(imageUrl);

/**
 * Where slide images are loaded from: the owner's `/api/images/<id>` by default; the public viewer gives
 * its share link's image route instead (the viewer has no session).
 */
export function SlideImageSourceProvider({
  url,
  children,
}: {
  url: (imageId: string) => string;
  children: ReactNode;
}) {
  return <ImageSource.Provider value={url}>{children}</ImageSource.Provider>;
}

export const useSlideImageUrl = () => useContext(ImageSource);
