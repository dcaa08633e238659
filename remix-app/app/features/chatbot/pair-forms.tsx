import { getFormProps, getTextareaProps, useForm } from '@conform-to/react';
import type { SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Form, useNavigate } from '@remix-run/react';
import { FormErrors } from '#app/ui/alert.tsx';
import { Button, ButtonLink } from '#app/ui/button.tsx';
import { formClasses } from '#app/ui/form-layout.ts';
import { Modal } from '#app/ui/modal.tsx';
import { TextAreaField } from '#app/ui/textarea-field.tsx';
import { AddPairSchema, ChatbotActionSchema, UpdatePairSchema } from '#app/features/chatbot/form-schemas.ts';
import type { ChatbotPair } from '#app/features/chatbot/chatbot.ts';

type AddPairFormProps = {
  action: string;
  lastResult?: SubmissionResult<string[]> | null;
  isSubmitting?: boolean;
};

/** Add Chatbot Data's form: Question, Answer, Add. A success reloads the page, so the fields start empty. */
export function AddPairForm({ action, lastResult, isSubmitting = false }: AddPairFormProps) {
  const [form, fields] = useForm({
    id: 'add-chatbot-form',
    lastResult,
    constraint: getZodConstraint(AddPairSchema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AddPairSchema }),
  });
  return (
    <Form
      method="post"
      action={action}
      className={formClasses.stack}
      preventScrollReset
      {...getFormProps(form)}
    >
      <input type="hidden" name="intent" value="add" />
      <FormErrors errors={form.errors} id={form.errorId} />
      <TextAreaField
        label="Question"
        errors={fields.question.errors}
        errorId={fields.question.errorId}
        textareaProps={{ ...getTextareaProps(fields.question), rows: 2 }}
      />
      <TextAreaField
        label="Answer"
        hint="Plain text: the chatbot shows it as written."
        errors={fields.answer.errors}
        errorId={fields.answer.errorId}
        textareaProps={{ ...getTextareaProps(fields.answer), rows: 4 }}
      />
      <div className={formClasses.actions}>
        <Button type="submit" isLoading={isSubmitting}>
          Add
        </Button>
      </div>
    </Form>
  );
}

type EditPairModalProps = {
  pair: ChatbotPair;
  /** The table without the modal (Cancel, Escape). */
  cancelHref: string;
  /** Where Save and Delete post: the page with the modal open, so a refusal shows in it. */
  action: string;
  lastResult?: SubmissionResult<string[]> | null;
  isSubmitting?: boolean;
};

/** 'Question and Answer': the pair whole, with Cancel, Delete and Save (spec part 2: Chatbot). */
export function EditPairModal({
  pair,
  cancelHref,
  action,
  lastResult,
  isSubmitting = false,
}: EditPairModalProps) {
  const navigate = useNavigate();
  const [form, fields] = useForm({
    id: `edit-chatbot-${pair.id}`,
    lastResult,
    constraint: getZodConstraint(UpdatePairSchema),
    defaultValue: { id: pair.id, question: pair.question, answer: pair.answer },
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    // Save checks the question and answer; Delete (its own intent) needs neither.
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ChatbotActionSchema }),
  });
  return (
    <Modal
      isOpen
      title="Question and Answer"
      size="md"
      hasDescription={false}
      onClose={() => navigate(cancelHref, { preventScrollReset: true })}
    >
      <Form
        method="post"
        action={action}
        className={formClasses.stack}
        preventScrollReset
        {...getFormProps(form)}
      >
        <input type="hidden" name="id" value={pair.id} />
        <FormErrors errors={form.errors} id={form.errorId} />
        <TextAreaField
          label="Question"
          errors={fields.question.errors}
          errorId={fields.question.errorId}
          textareaProps={{ ...getTextareaProps(fields.question), rows: 2 }}
        />
        <TextAreaField
          label="Answer"
          errors={fields.answer.errors}
          errorId={fields.answer.errorId}
          textareaProps={{ ...getTextareaProps(fields.answer), rows: 5 }}
        />
        <div className={formClasses.actions}>
          <ButtonLink to={cancelHref} variant="secondary" preventScrollReset>
            Cancel
          </ButtonLink>
          <Button
            type="submit"
            name="intent"
            value="delete"
            variant="danger"
            formNoValidate
            isLoading={isSubmitting}
          >
            Delete
          </Button>
          <Button type="submit" name="intent" value="update" isLoading={isSubmitting}>
            Save
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
