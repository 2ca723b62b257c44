import { type OffsetProjectView, offsetProjectSchema } from '@ghg/contracts';
import { z } from 'zod';

/**
 * The shell's configuration (issue 21): contacts, offset partners, and the optional third parties (analytics
 * container, chat widget, WordPress content site). Every third party is off unless configured; the CSP allows
 * exactly the origins configured here.
 */
export interface ShellSettings {
  supportPhone: string | null;
  demoMeetingUrl: string | null;
  offsetProjects: OffsetProjectView[];
  analytics: { tagId: string; scriptUrl: string; origin: string } | null;
  chat: { scriptUrl: string; key: string; origin: string } | null;
  wordpress: { url: string; origin: string; cacheSeconds: number } | null;
}

const DEMO_PHONE = '+48 22 123 45 67';
const DEMO_MEETING_URL = 'https://ghg-ledger.example/demo-meeting';

/** Shown in the demo (GHG_SEED_DEMO) when OFFSET_PROJECTS is unset: examples, labelled as such. */
export const DEMO_OFFSET_PROJECTS: OffsetProjectView[] = [
  {
    id: 'demo-wind-india',
    name: 'Wind power, Tamil Nadu (example)',
    standard: 'Gold Standard',
    pricePerTonne: 75,
    currency: 'PLN',
    url: 'https://registry.goldstandard.org/',
  },
  {
    id: 'demo-forest-peru',
    name: 'Forest protection, Madre de Dios (example)',
    standard: 'VCS (Verra)',
    pricePerTonne: 60,
    currency: 'PLN',
    url: 'https://registry.verra.org/',
  },
];

/** An http(s) URL; plain http only for this machine (tests, a local proxy). */
function url(raw: string, name: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new Error(`${name} must be a URL, got '${raw}'`);
  }
  const local = ['127.0.0.1', 'localhost', '[::1]'].includes(parsed.hostname);
  if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && local))
    throw new Error(`${name} must be an https URL (http only on this machine), got '${raw}'`);
  return parsed;
}

export function shellSettingsFromEnv(env: NodeJS.ProcessEnv, demo: boolean): ShellSettings {
  return {
    supportPhone: env.SUPPORT_PHONE === undefined ? DEMO_PHONE : env.SUPPORT_PHONE.trim() || null,
    demoMeetingUrl:
      env.DEMO_MEETING_URL === undefined
        ? DEMO_MEETING_URL
        : env.DEMO_MEETING_URL.trim()
          ? url(env.DEMO_MEETING_URL.trim(), 'DEMO_MEETING_URL').href
          : null,
    offsetProjects: offsetProjects(env.OFFSET_PROJECTS, demo),
    analytics: analytics(env),
    chat: chat(env),
    wordpress: wordpress(env),
  };
}

function offsetProjects(raw: string | undefined, demo: boolean): OffsetProjectView[] {
  if (raw === undefined || raw.trim() === '') return demo ? DEMO_OFFSET_PROJECTS : [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new Error('OFFSET_PROJECTS must be a JSON array of projects');
  }
  const parsed = z.array(offsetProjectSchema).max(50).safeParse(value);
  if (!parsed.success)
    throw new Error(`OFFSET_PROJECTS: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`);
  if (new Set(parsed.data.map((p) => p.id)).size !== parsed.data.length)
    throw new Error('OFFSET_PROJECTS: every project needs its own id');
  return parsed.data;
}

function analytics(env: NodeJS.ProcessEnv): ShellSettings['analytics'] {
  const tagId = env.ANALYTICS_TAG_ID?.trim();
  if (!tagId) return null;
  if (!/^[A-Z]{1,4}-[A-Z0-9]{4,20}$/.test(tagId))
    throw new Error(`ANALYTICS_TAG_ID must look like GTM-XXXXXXX, got '${tagId}'`);
  const base = url(
    env.ANALYTICS_SCRIPT_ORIGIN?.trim() || 'https://www.googletagmanager.com',
    'ANALYTICS_SCRIPT_ORIGIN',
  );
  return {
    tagId,
    origin: base.origin,
    scriptUrl: `${base.origin}/gtm.js?id=${encodeURIComponent(tagId)}`,
  };
}

function chat(env: NodeJS.ProcessEnv): ShellSettings['chat'] {
  const scriptUrl = env.CHAT_WIDGET_URL?.trim();
  const key = env.CHAT_WIDGET_KEY?.trim();
  if (!scriptUrl && !key) return null;
  if (!scriptUrl || !key) throw new Error('CHAT_WIDGET_URL and CHAT_WIDGET_KEY are set together');
  const parsed = url(scriptUrl, 'CHAT_WIDGET_URL');
  return { scriptUrl: parsed.href, key, origin: parsed.origin };
}

function wordpress(env: NodeJS.ProcessEnv): ShellSettings['wordpress'] {
  const raw = env.WORDPRESS_URL?.trim();
  if (!raw) return null;
  const parsed = url(raw, 'WORDPRESS_URL');
  const seconds = env.ARTICLES_CACHE_SECONDS?.trim() ? Number(env.ARTICLES_CACHE_SECONDS) : 300;
  if (!Number.isInteger(seconds) || seconds < 0)
    throw new Error(
      `ARTICLES_CACHE_SECONDS must be a non-negative integer, got '${env.ARTICLES_CACHE_SECONDS}'`,
    );
  return { url: parsed.href.replace(/\/+$/, ''), origin: parsed.origin, cacheSeconds: seconds };
}

/** The origins the browser may reach for the configured third parties (CSP). */
export function thirdPartyOrigins(settings: ShellSettings) {
  const scripts = [settings.analytics?.origin, settings.chat?.origin].filter((o): o is string => !!o);
  return {
    scripts: [...new Set(scripts)],
    connect: [...new Set(scripts)],
    images: [...new Set([...scripts, ...(settings.wordpress ? [settings.wordpress.origin] : [])])],
    frames: settings.chat ? [settings.chat.origin] : [],
  };
}
