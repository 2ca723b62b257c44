import { Module } from '@nestjs/common';
import { OutboxController } from './outbox.controller.js';

/** The local outbox: the e-mails this installation has sent or would send. */
@Module({ controllers: [OutboxController] })
export class OutboxModule {}
