import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { Redis } from 'ioredis';
import { ERROR_MESSAGES } from '@frontdoor/shared';
import { EditHolders } from '@frontdoor/data';
import { AppError } from '../../common/app-error.js';
import { DraftAccess } from '../../drafts/draft-access.js';
import { EditRequestStore } from '../edit-requests.js';
import type { EditRequestHandler } from '../extensions/edit-control.extension.js';
import { LiveDrafts } from '../live-drafts.js';
import { ClaimEditControl } from './claim-edit-control.command.js';

/** What a refused request or answer tells the designer that sent it. */
export const EDIT_REQUEST_REFUSALS = {
  holder: 'You are editing this website already.',
  nobody: 'Nobody is editing this website. Start editing instead.',
  waiting: 'Someone else has already asked for edit control. Please wait for the answer.',
  gone: 'That request is no longer waiting.',
} as const;

/**
 * 'Request edit control' and its answer (issue 26), sent on the collaboration socket. A request
 * comes from someone who may take edit control (DraftAccess, asked again on every message) and
 * is not the holder, while the holder has the draft open; one waits per draft (30 s), and a user
 * asks at most once every few seconds. Only the holder answers: 'Hand over now' gives the
 * requester control with the draft as it is (ClaimEditControl, `hand-over`); 'Keep editing'
 * tells the requester so. Every designer of the draft, on every instance, sees the request.
 */
@Injectable()
export class EditRequests implements EditRequestHandler, OnModuleInit {
  private readonly requests: EditRequestStore;

  constructor(
    @Inject(DraftAccess) private readonly access: DraftAccess,
    @Inject(EditHolders) private readonly holders: EditHolders,
    @Inject(LiveDrafts) private readonly live: LiveDrafts,
    @Inject(ClaimEditControl) private readonly claim: ClaimEditControl,
    @Inject(Redis) redis: Redis,
  ) {
    this.requests = new EditRequestStore(redis);
  }

  onModuleInit(): void {
    this.live.handleEditRequests(this);
  }

  async request(userId: string, draftId: string): Promise<void> {
    const { draft } = await this.access.authorize(userId, draftId, 'take-edit-control');
    const holderId = draft.lastModifiedByUserId;
    if (holderId === userId) throw refused('holder');
    if (!holderId || !(await this.live.present(draftId)).some((user) => user.userId === holderId)) throw refused('nobody');
    if (!(await this.requests.mayAsk(draftId, userId))) throw new AppError('rate_limited');
    const { opened, request } = await this.requests.open(draftId, await this.holders.holder(userId), holderId);
    // Asked again while their own request waits: nothing new (the holder sees one prompt).
    if (!opened && request && request.from.userId !== userId) throw refused('waiting');
    if (opened) await this.live.editControlChanged(draftId);
  }

  async answer(userId: string, draftId: string, requestId: string, handOver: boolean): Promise<void> {
    const { draft } = await this.access.authorize(userId, draftId, 'open');
    // Only the holder answers, and only the request that waits for them.
    if (draft.lastModifiedByUserId !== userId) throw new AppError('forbidden');
    const waiting = await this.requests.get(draftId);
    if (!waiting || waiting.id !== requestId || waiting.holderId !== userId) throw refused('gone');
    const request = await this.requests.take(draftId, requestId);
    if (!request) throw refused('gone');
    if (handOver) {
      await this.claim.execute(request.from.userId, draftId, 'hand-over');
      return;
    }
    await this.live.sendTo(draftId, [request.from.userId], { type: 'edit-request-declined', requestId, holder: await this.holders.holder(userId) });
    await this.live.editControlChanged(draftId);
  }
}

function refused(reason: keyof typeof EDIT_REQUEST_REFUSALS): AppError {
  return new AppError('conflict', undefined, EDIT_REQUEST_REFUSALS[reason] ?? ERROR_MESSAGES.conflict);
}
