/** Every user-visible text of the catalogue comes in Polish (default) and English. */
export interface Label {
  readonly pl: string;
  readonly en: string;
}

export interface Option<K extends string = string> {
  readonly key: K;
  readonly label: Label;
}

export const option = <K extends string>(key: K, pl: string, en: string): Option<K> => ({
  key,
  label: { pl, en },
});
