import * as z from 'zod/mini';
import { CHATBOT_MESSAGES } from '@tele/contract/library-messages';
import { CHATBOT_ANSWER_MAX_LENGTH, CHATBOT_QUESTION_MAX_LENGTH } from '@tele/contract/constants';
import { IdField } from '#app/utils/form-fields.ts';

const text = (max: number, tooLong: string) =>
  z
    .string({ error: CHATBOT_MESSAGES.incomplete })
    .check(
      z.trim(),
      z.minLength(1, { error: CHATBOT_MESSAGES.incomplete }),
      z.maxLength(max, { error: tooLong }),
    );

const QuestionField = text(CHATBOT_QUESTION_MAX_LENGTH, CHATBOT_MESSAGES.questionTooLong);
const AnswerField = text(CHATBOT_ANSWER_MAX_LENGTH, CHATBOT_MESSAGES.answerTooLong);

/** Add Chatbot Data's form: Question and Answer, both required ('Please input correctly.'). */
export const AddPairSchema = z.object({
  intent: z.literal('add'),
  question: QuestionField,
  answer: AnswerField,
});

/** The edit modal's Save. */
export const UpdatePairSchema = z.object({
  intent: z.literal('update'),
  id: IdField,
  question: QuestionField,
  answer: AnswerField,
});

/** The edit modal's Delete. */
export const DeletePairSchema = z.object({ intent: z.literal('delete'), id: IdField });

export const ChatbotActionSchema = z.discriminatedUnion('intent', [
  AddPairSchema,
  UpdatePairSchema,
  DeletePairSchema,
]);
export type ChatbotAction = z.infer<typeof ChatbotActionSchema>;

/** A free question to the widget. */
export const AskSchema = z.object({
  message: z
    .string({ error: 'Please type a question.' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'Please type a question.' }),
      z.maxLength(CHATBOT_QUESTION_MAX_LENGTH, { error: CHATBOT_MESSAGES.questionTooLong }),
    ),
});
