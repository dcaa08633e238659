import { describe, expect, test } from 'vitest';
import { CHATBOT_FLAGS, CHATBOT_MESSAGES, CHATBOT_WIDGET } from '@tele/contract/library-messages';
import {
  canKeepAnswers,
  CHATBOT_OPTIONS,
  cutAnswer,
  cutQuestion,
  replyForAnswer,
  replyForFlag,
} from './chatbot.ts';
import { AddPairSchema, AskSchema, ChatbotActionSchema } from './form-schemas.ts';

const team = { audience: 'team', name: 'Morgan' } as const;
const client = { audience: 'client', name: 'Cleo' } as const;

describe('the widget’s own answers', () => {
  test('greets by name and offers the three topics of the spec', () => {
    expect(replyForFlag(CHATBOT_FLAGS.greet, team)).toEqual({ text: 'Hello Morgan' });
    expect(CHATBOT_OPTIONS.map((option) => option.label)).toEqual([...CHATBOT_WIDGET.options]);
  });

  test('pricing tells the trial, the non-profit discount, the price basis and group plans', () => {
    const pricing = replyForFlag(CHATBOT_FLAGS.pricing, team)!;
    expect(pricing.text).toBe(CHATBOT_WIDGET.pricingLead);
    expect(pricing.lines!.join(' ')).toMatch(
      /3-day free trial.*20% discount.*per provider per month.*more than 5 providers/,
    );
    expect(pricing.link?.href).toBe('/practice-subscription');
    // A client has no Subscription page to go to.
    expect(replyForFlag(CHATBOT_FLAGS.pricing, client)!.link).toBeUndefined();
  });

  test('training leads the team to the Help Center; technical support asks for the problem, browsers and devices', () => {
    expect(replyForFlag(CHATBOT_FLAGS.training, team)!.link).toEqual({
      href: '/help',
      label: 'Open the Help Center',
    });
    expect(replyForFlag(CHATBOT_FLAGS.training, client)!.link).toBeUndefined();
    const technical = replyForFlag(CHATBOT_FLAGS.technical, client)!;
    expect(technical.text).toBe(CHATBOT_WIDGET.technicalLead);
    expect(technical.lines!.join(' ')).toMatch(
      /problem.*browser and device the provider.*client's browser and device/,
    );
  });

  test('a general question shows the API’s reply, and its article as a link with the excerpt', () => {
    expect(replyForAnswer({ ok: true, flag: 4, reply: 'Open the calendar.', article: null }, team)).toEqual({
      text: 'Open the calendar.',
    });
    expect(
      replyForAnswer(
        {
          ok: true,
          flag: 4,
          reply: CHATBOT_MESSAGES.fromArticle,
          article: { href: '/help-details/abc', title: 'Changing your password', excerpt: 'Open Settings…' },
        },
        team,
      ),
    ).toEqual({
      text: CHATBOT_MESSAGES.fromArticle,
      link: { href: '/help-details/abc', label: 'Changing your password', excerpt: 'Open Settings…' },
    });
    expect(replyForAnswer({ ok: false, msg: 'Please try again.' }, team)).toEqual({
      text: 'Please try again.',
    });
    // Flags 0–3 from the API carry the default reply, which the widget ignores for its own.
    expect(
      replyForAnswer(
        { ok: true, flag: CHATBOT_FLAGS.greet, reply: CHATBOT_MESSAGES.noAnswer, article: null },
        client,
      ),
    ).toEqual({ text: 'Hello Cleo' });
  });
});

describe('the admin table', () => {
  test('cuts questions at 80 characters and answers at 120, with an ellipsis', () => {
    expect(cutQuestion('q'.repeat(80))).toBe('q'.repeat(80));
    expect(cutQuestion('q'.repeat(81))).toBe(`${'q'.repeat(79)}…`);
    expect(cutAnswer('a'.repeat(121))).toBe(`${'a'.repeat(119)}…`);
  });

  test('the account creator, owners and administrators keep the answers; providers read them', () => {
    expect([null, 'super_owner', 'owner', 'administrator', 'provider'].map(canKeepAnswers)).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
  });

  test('the forms refuse an empty question or answer with the legacy message, and Delete needs neither', () => {
    const empty = AddPairSchema.safeParse({ intent: 'add', question: '  ', answer: 'x' });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]?.message).toBe(CHATBOT_MESSAGES.incomplete);
    expect(ChatbotActionSchema.safeParse({ intent: 'delete', id: 'a'.repeat(24) }).success).toBe(true);
    expect(AskSchema.safeParse({ message: 'q'.repeat(1001) }).error?.issues[0]?.message).toBe(
      CHATBOT_MESSAGES.questionTooLong,
    );
  });
});
