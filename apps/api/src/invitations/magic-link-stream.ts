import { type LoadedStream, loadStream } from '@ghg/command-handling';
import { magicLinkAggregate, type MagicLinkEvent, type MagicLinkState, magicLinkStreamId } from '@ghg/domain';
import type { EventStore } from '@ghg/event-store';
import { isUuid } from './link-id.js';
import { magicLinkValidationError } from './magic-link-api-error.js';

/**
 * A link's state from its stream, not a read model, so a link used a moment ago is already spent for the
 * next visitor; `revision` is what the next append expects. An id that cannot be a link (400), or a stream
 * that cannot be read (500), is the spec's 'magic link validation error'.
 */
export async function readMagicLink(
  store: EventStore,
  magicLinkId: string,
): Promise<LoadedStream<MagicLinkState, MagicLinkEvent>> {
  if (!isUuid(magicLinkId)) throw magicLinkValidationError();
  try {
    return await loadStream(store, magicLinkStreamId(magicLinkId), magicLinkAggregate);
  } catch {
    throw magicLinkValidationError(500);
  }
}
