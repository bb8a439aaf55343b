/** A font as the layout measured it and every painter draws it. */
export interface SceneFont {
  family: string;
  weight: 400 | 700;
  italic?: boolean;
}
