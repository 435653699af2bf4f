// The id of a content icon's `<symbol>`, in the sprite file (web/content-icon-sprite.ts) and in the
// page that draws it (src/shared/content-icon.tsx): prefixed, so that no heading's or section's id
// of a page can take an icon's name (« search », « target »).
export const contentIconId = (name: string): string => `content-icon-${name}`;
