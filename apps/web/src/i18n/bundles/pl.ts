// Every message file of one language in one chunk: the first visit fetches the language it shows in one request
// (not one per namespace), and never the other language.
export const MESSAGES = import.meta.glob<Record<string, unknown>>('../pl/*.json', {
  eager: true,
  import: 'default',
});
