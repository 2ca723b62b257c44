import type { ShellSettingsView } from '@ghg/contracts';
import { Controller, Get, Inject } from '@nestjs/common';
import { Public } from '../../access/access-rule.js';
import type { ApiConfig } from '../../config/api-config.js';
import { API_CONFIG } from '../../shared/tokens.js';

/**
 * GET /api/shell-settings: contacts, offset partners and the third parties the web may load (after consent).
 * Public (the login page shows the cookie banner too) and the same for everyone: configuration, no one's data.
 */
@Controller('api/shell-settings')
export class ShellSettingsController {
  constructor(@Inject(API_CONFIG) private readonly config: ApiConfig) {}

  @Get()
  @Public()
  get(): ShellSettingsView {
    const { supportPhone, demoMeetingUrl, offsetProjects, analytics, chat } = this.config.shell;
    return {
      supportPhone,
      demoMeetingUrl,
      offsetProjects,
      analytics: analytics ? { tagId: analytics.tagId, scriptUrl: analytics.scriptUrl } : null,
      chat: chat ? { scriptUrl: chat.scriptUrl, key: chat.key } : null,
    };
  }
}
