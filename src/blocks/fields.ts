// Block configs live inside the localized `layout` field of pages, so each locale has its own
// blocks and their inner fields need no localization of their own.
export const l = (et: string, ru: string, en: string) => ({ et, ru, en })
