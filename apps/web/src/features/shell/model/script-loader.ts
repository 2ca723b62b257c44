/**
 * Adds one external script and settles when it loaded or failed. Third-party scripts never block the app: a
 * failure is the caller's to log (spec §8) and to retry.
 */
export function loadScript(src: string, attributes: Record<string, string> = {}): Promise<HTMLScriptElement> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    script.onload = () => resolve(script);
    script.onerror = () => {
      script.remove();
      reject(new Error(`${src} did not load`));
    };
    document.head.appendChild(script);
  });
}
