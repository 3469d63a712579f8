// The event news a member's phone is told, each where its mail is sent and as its mail is: once. Each loads the
// event as the mails do (notices.loadEvent) and pushes to the devices that chose that kind. Never throws into its
// caller's work: a push that fails is logged, the mail still carries the news.
import type { Core } from '@strapi/strapi';
import type { EventChange, EventForMail, Notices } from '../../event/services/notices';
import type { PushResult, PushSender } from './sender';
import { pushTexts } from '../texts';

export type PushNews = {
  seatFreed(eventId: number, memberIds: number[]): Promise<PushResult | null>;
  reminder(event: EventForMail, memberId: number): Promise<PushResult>;
  changed(eventId: number, memberIds: number[], changes: EventChange[]): Promise<PushResult | null>;
  message(eventId: number, memberIds: number[], subject: string): Promise<PushResult | null>;
};

export default ({ strapi }: { strapi: Core.Strapi }): PushNews => {
  const sender = () => strapi.service('api::push.sender') as unknown as PushSender;
  const loadEvent = (eventId: number) => (strapi.service('api::event.notices') as unknown as Notices).loadEvent(eventId);

  return {
    async seatFreed(eventId, memberIds) {
      const event = await loadEvent(eventId);
      return event ? sender().toMembers(memberIds, 'seatFreed', pushTexts.seatFreed(event)) : null;
    },
    async reminder(event, memberId) {
      return sender().toMembers([memberId], 'reminder', pushTexts.reminder(event));
    },
    async changed(eventId, memberIds, changes) {
      const event = await loadEvent(eventId);
      return event ? sender().toMembers(memberIds, 'change', pushTexts.change(event, changes)) : null;
    },
    async message(eventId, memberIds, subject) {
      const event = await loadEvent(eventId);
      return event ? sender().toMembers(memberIds, 'message', pushTexts.message(event, subject)) : null;
    },
  };
};
